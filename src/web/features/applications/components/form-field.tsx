import type { ReactNode } from "react";
import { Field, type FieldControlProps } from "../../../components/ui/field";
import { useT } from "../../../i18n/use-t";

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** A hint under the control, read with the field. */
  hint?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A field of the application and contact forms: required ones marked with *, the others '(optional)'. */
export function FormField({ label, required, ...field }: FormFieldProps) {
  const t = useT();
  const marker = required ? (
    <span className="text-destructive" aria-hidden="true">
      {" "}
      *
    </span>
  ) : (
    <span className="font-normal text-muted-foreground"> {t("forms.optional")}</span>
  );
  return (
    <Field
      label={
        <>
          {label}
          {marker}
        </>
      }
      {...field}
    />
  );
}
