import { useId } from "react";
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from "../../../domain/constants";
import { Label } from "../ui/label";
import { NativeSelect } from "../ui/native-select";
import { useT } from "../../i18n/use-t";
import { useLeadLabels } from "./lead-status";

/** The search and filters as the address holds them: "" means all. */
export interface LeadFilterValues {
  q: string;
  status: string;
  type: string;
  source: string;
}

/** The filters as query parameters, blank ones left out (for the lists and their CSV exports). */
export function leadFilterParams(filters: LeadFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params;
}

/** Number of leads per option, as the server counts them. */
export interface LeadFilterCounts {
  by_source: Record<string, number>;
  by_status: Record<string, number>;
  by_type: Record<string, number>;
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  optionLabel: (value: string) => string;
  counts: Record<string, number> | undefined;
  onChange: (value: string) => void;
}

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

function FilterSelect({ label, allLabel, value, options, optionLabel, counts, onChange }: FilterSelectProps) {
  const id = useId();
  const total = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{withCount(allLabel, total)}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {withCount(optionLabel(option), counts ? (counts[option] ?? 0) : undefined)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface LeadFiltersProps {
  filters: LeadFilterValues;
  counts: LeadFilterCounts | undefined;
  onChange: (name: Exclude<keyof LeadFilterValues, "q">, value: string) => void;
}

/** Status, type and source filters, each option with its number of leads. */
export function LeadFilters({ filters, counts, onChange }: LeadFiltersProps) {
  const t = useT();
  const labels = useLeadLabels();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t("back-office.leads.filters")}</legend>
      <FilterSelect
        label={t("back-office.status")}
        allLabel={t("back-office.leads.allStatuses")}
        value={filters.status}
        options={LEAD_STATUSES}
        optionLabel={labels.status}
        counts={counts?.by_status}
        onChange={(value) => onChange("status", value)}
      />
      <FilterSelect
        label={t("back-office.type")}
        allLabel={t("back-office.leads.allTypes")}
        value={filters.type}
        options={LEAD_TYPES}
        optionLabel={labels.type}
        counts={counts?.by_type}
        onChange={(value) => onChange("type", value)}
      />
      <FilterSelect
        label={t("back-office.source")}
        allLabel={t("back-office.leads.allSources")}
        value={filters.source}
        options={LEAD_SOURCES}
        optionLabel={labels.source}
        counts={counts?.by_source}
        onChange={(value) => onChange("source", value)}
      />
    </fieldset>
  );
}
