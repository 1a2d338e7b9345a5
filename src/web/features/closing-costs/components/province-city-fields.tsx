import { CITIES, CITY_PROVINCE, type City } from "../../../../domain/closing-costs/land-transfer-tax-tables";
import type { ProvinceCode } from "../../../../domain/constants";
import { provinceLabel, provinceOptions } from "../../../../domain/province-labels";
import { useLocale, useT } from "../../../i18n/use-t";
import { SelectField } from "../../calculators/components/select-field";
import { CITY_NAMES } from "../closing-costs-text";

interface ProvinceCityFieldsProps {
  province: ProvinceCode;
  city: City | "";
  onProvinceChange: (province: ProvinceCode) => void;
  /** Left out where the calculator does not ask for a city (the mortgage insurance is the same everywhere). */
  onCityChange?: (city: City | "") => void;
}

/**
 * The province or territory, and where a city charges its own tax (Toronto; Montréal and Québec City), the
 * city, "elsewhere in the province" being the first choice.
 */
export function ProvinceCityFields({
  province,
  city,
  onProvinceChange,
  onCityChange,
}: ProvinceCityFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const cities = CITIES.filter((name) => CITY_PROVINCE[name] === province);
  const provinceName = provinceLabel(province, locale) ?? province;
  return (
    <>
      <SelectField
        label={t("closing-costs.field.province")}
        value={province}
        onValueChange={(value) => onProvinceChange(value as ProvinceCode)}
        options={provinceOptions(locale).map(({ code, label }) => ({ value: code, label }))}
      />
      {onCityChange && cities.length > 0 && (
        <SelectField
          label={t("closing-costs.field.city")}
          value={city}
          onValueChange={(value) => onCityChange(value as City | "")}
          options={[
            { value: "", label: t("closing-costs.city.elsewhere", { province: provinceName }) },
            ...cities.map((name) => ({ value: name, label: t(CITY_NAMES[name]) })),
          ]}
        />
      )}
    </>
  );
}
