import { useId } from "react";
import { RATE_PROVINCES, RATE_TYPES } from "../../../../domain/constants";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import type { AdminRatesFilters } from "../api/get-admin-rates";
import { useLocale, useT } from "../../../i18n/use-t";
import { provinceLabel, rateTypeLabel } from "../format";

interface FilterProps {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
}

function Filter({ label, value, options, onChange }: FilterProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface RateFiltersProps {
  filters: AdminRatesFilters;
  onChange: (name: keyof AdminRatesFilters, value: string) => void;
}

/** Province, rate type and active state; each starts at 'all'. */
export function RateFilters({ filters, onChange }: RateFiltersProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t("admin.rates.filtersLabel")}</legend>
      <Filter
        label={t("admin.rates.columnProvince")}
        value={filters.province}
        options={[
          ["", t("admin.rates.allProvinces")],
          ...RATE_PROVINCES.map((p) => [p, provinceLabel(p, locale)] as const),
        ]}
        onChange={(value) => onChange("province", value)}
      />
      <Filter
        label={t("admin.rates.columnType")}
        value={filters.rate_type}
        options={[
          ["", t("admin.rates.allTypes")],
          ...RATE_TYPES.map((type) => [type, rateTypeLabel(type, t)] as const),
        ]}
        onChange={(value) => onChange("rate_type", value)}
      />
      <Filter
        label={t("admin.rates.columnStatus")}
        value={filters.active}
        options={[
          ["", t("admin.rates.allStates")],
          ["true", t("admin.rates.activeOnly")],
          ["false", t("admin.rates.inactiveOnly")],
        ]}
        onChange={(value) => onChange("active", value)}
      />
    </fieldset>
  );
}
