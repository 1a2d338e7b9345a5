import { useId } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        {unit === "$" && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
            $
          </span>
        )}
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn("tabular-nums", unit === "$" && "pl-7", unit === "%" && "pr-8")}
        />
        {unit === "%" && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
            %
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
