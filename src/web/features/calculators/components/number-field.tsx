import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

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
 * A labelled text input for figures. It is not type="number": that would silently drop letters,
 * and the buyer should see why "12a" is refused instead of a field that quietly empties.
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
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
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
