import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { formatMoneyInput, reformatMoneyField } from "../../../lib/money-input";

interface NumberFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The schema's message for this field, shown under it. */
  error?: string;
  hint?: string;
  /** "$" before the figure or "%" after it. */
  unit?: "$" | "%";
  className?: string;
}

/**
 * A labelled text input for figures. Dollar amounts keep digits only and are grouped as they are typed
 * ("500,000"). Rates are not type="number": that would silently drop letters, and the buyer should see why
 * "4.a" is refused instead of a field that quietly empties.
 */
export function NumberField({ label, value, onValueChange, error, hint, unit, className }: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          {unit === "$" && (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
              $
            </span>
          )}
          <Input
            {...control}
            inputMode={unit === "$" ? "numeric" : "decimal"}
            autoComplete="off"
            value={unit === "$" ? formatMoneyInput(value) : value}
            onChange={(event) =>
              onValueChange(unit === "$" ? reformatMoneyField(event.target) : event.target.value)
            }
            className={cn("tabular-nums", unit === "$" && "pl-7", unit === "%" && "pr-8")}
          />
          {unit === "%" && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
              %
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
