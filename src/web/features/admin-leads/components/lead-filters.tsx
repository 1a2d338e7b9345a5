import { useId } from "react";
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from "../../../../domain/constants";
import { leadSourceLabel, leadStatusLabel, leadTypeLabel } from "../../../components/leads/lead-status";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import type { AdminLeadsFilters, AdminLeadsPage } from "../api/get-admin-leads";
import { adminLeadsMessages } from "../messages";

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
  filters: AdminLeadsFilters;
  counts: AdminLeadsPage["counts"] | undefined;
  onChange: (name: keyof AdminLeadsFilters, value: string) => void;
}

/** Status, type and source filters, each option with its number of leads. */
export function LeadFilters({ filters, counts, onChange }: LeadFiltersProps) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{adminLeadsMessages.filtersLabel}</legend>
      <FilterSelect
        label={adminLeadsMessages.statusFilter}
        allLabel={adminLeadsMessages.allStatuses}
        value={filters.status}
        options={LEAD_STATUSES}
        optionLabel={leadStatusLabel}
        counts={counts?.by_status}
        onChange={(value) => onChange("status", value)}
      />
      <FilterSelect
        label={adminLeadsMessages.typeFilter}
        allLabel={adminLeadsMessages.allTypes}
        value={filters.type}
        options={LEAD_TYPES}
        optionLabel={leadTypeLabel}
        counts={counts?.by_type}
        onChange={(value) => onChange("type", value)}
      />
      <FilterSelect
        label={adminLeadsMessages.sourceFilter}
        allLabel={adminLeadsMessages.allSources}
        value={filters.source}
        options={LEAD_SOURCES}
        optionLabel={leadSourceLabel}
        counts={counts?.by_source}
        onChange={(value) => onChange("source", value)}
      />
    </fieldset>
  );
}
