import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Shown right after the label, outside it: a decoration such as a required marker, never part of its name. */
  labelAfter?: ReactNode;
  /** The control's id; one is made up when the form does not need to know it. */
  id?: string;
  error?: string;
  /** Read with the field, under the control. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the field's error message, all tied together. */
export function Field({ label, labelAfter, id: givenId, error, hint, className, children }: FieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {labelAfter ? (
        <div className="flex items-baseline gap-1">
          <Label htmlFor={id}>{label}</Label>
          {labelAfter}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
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
