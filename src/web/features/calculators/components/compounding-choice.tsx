import { useId } from "react";
import { COMPOUNDINGS, COMPOUNDING_TEXT, type Compounding } from "../../../../domain/mortgage/frequency";
import { useT } from "../../../i18n/use-t";
import { cn } from "../../../lib/cn";

/** The spec's per-period formula, or the Canadian semi-annual convention as an explicit, explained choice. */
export function CompoundingChoice({
  value,
  onValueChange,
}: {
  value: Compounding;
  onValueChange: (value: Compounding) => void;
}) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t("calculators.compounding.legend")}</legend>
      {COMPOUNDINGS.map((compounding) => {
        const id = `${name}-${compounding}`;
        const checked = value === compounding;
        return (
          <div
            key={compounding}
            className={cn(
              "flex gap-3 rounded-lg border p-3",
              checked ? "border-primary bg-primary/5" : "border-border",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={compounding}
              checked={checked}
              onChange={() => onValueChange(compounding)}
              aria-describedby={`${id}-description`}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <div className="grid gap-0.5">
              <label htmlFor={id} className="text-sm font-medium">
                {t(COMPOUNDING_TEXT[compounding].label)}
              </label>
              <p id={`${id}-description`} className="text-xs text-muted-foreground">
                {t(COMPOUNDING_TEXT[compounding].description)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
