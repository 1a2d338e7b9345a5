import type { ReactNode } from "react";
import { get, useFormContext, type FieldError, type Path } from "react-hook-form";
import type { AgentProfileInput } from "../../../domain/schemas/agents-admin";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { cn } from "../../lib/cn";

export type AgentFieldName = Path<AgentProfileInput>;

interface AgentFormFieldProps {
  name: AgentFieldName;
  label: string;
  type?: "text" | "email" | "url" | "tel";
  hint?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
}

/** One text field of the agent form, registered by name, with the schema's error under it. */
export function AgentFormField({ name, label, type = "text", hint, rows, className }: AgentFormFieldProps) {
  const { register, formState } = useFormContext<AgentProfileInput>();
  const error = (get(formState.errors, name) as FieldError | undefined)?.message;
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) =>
        rows ? (
          <Textarea {...control} rows={rows} {...register(name)} />
        ) : (
          <Input {...control} type={type} autoComplete="off" {...register(name)} />
        )
      }
    </Field>
  );
}

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Fields side by side from the small breakpoint; off for sections of one wide field. */
  columns?: boolean;
}

/** A titled group of the agent form. */
export function FormSection({ title, description, children, columns = true }: FormSectionProps) {
  return (
    <fieldset className="rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {description && <p className="mb-3 text-sm text-muted-foreground">{description}</p>}
      <div className={cn("grid gap-4", columns && "sm:grid-cols-2")}>{children}</div>
    </fieldset>
  );
}
