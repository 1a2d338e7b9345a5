import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { useLocale } from "../../../i18n/use-t";
import { cn } from "../../../lib/cn";
import { formatMoneyInput, reformatMoneyField } from "../../../lib/money-input";
import { formatFrenchAmountInput, reformatFrenchAmountField } from "../amount-input";

interface NumberFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The schema's message for this field, shown under it. */
  error?: string;
  hint?: string;
  /** "$" beside the figure (before it in English, after it in French) or "%" after it. */
  unit?: "$" | "%";
  className?: string;
}

/**
 * A labelled text input for figures. Dollar amounts are grouped as they are typed: whole dollars in
 * English ("500,000"), and in French with a decimal comma for cents ("612 345,50"). Rates are not
 * type="number": that would silently drop letters (and refuse a French "4,79"), and the buyer should
 * see why "4.a" is refused instead of a field that quietly empties.
 */
export function NumberField({ label, value, onValueChange, error, hint, unit, className }: NumberFieldProps) {
  const french = useLocale() === "fr-CA";
  const dollarsBefore = unit === "$" && !french;
  const unitAfter = unit === "%" || (unit === "$" && french);
  const shown = unit !== "$" ? value : french ? formatFrenchAmountInput(value) : formatMoneyInput(value);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          {dollarsBefore && (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
              $
            </span>
          )}
          <Input
            {...control}
            inputMode={unit === "$" && !french ? "numeric" : "decimal"}
            autoComplete="off"
            value={shown}
            onChange={(event) =>
              onValueChange(
                unit !== "$"
                  ? event.target.value
                  : french
                    ? reformatFrenchAmountField(event.target)
                    : reformatMoneyField(event.target),
              )
            }
            className={cn("tabular-nums", dollarsBefore && "pl-7", unitAfter && "pr-8")}
          />
          {unitAfter && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
              {unit}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
