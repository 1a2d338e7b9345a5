import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/cn";
import { useT } from "../../i18n/use-t";

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids its label, hint and error need. */
  children: (control: {
    id: string;
    "aria-required"?: true;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}

export function errorIdFor(id: string): string {
  return `${id}-error`;
}

/** A visible label tied to its control, an optional hint, and the field's validation message. */
export function FormField({ id, label, required, error, hint, className, children }: FormFieldProps) {
  const t = useT();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorIdFor(id) : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground"> {t("forms.optional")}</span>
        )}
      </Label>
      {children({
        id,
        "aria-required": required ? true : undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdFor(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
