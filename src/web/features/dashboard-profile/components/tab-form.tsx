import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

interface TabFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: () => void;
  /** The form's accessible name. */
  label: string;
  submitLabel?: string;
  children: ReactNode;
}

/** A tab's form: disabled while it saves, with its save button and a note while changes are unsaved. */
export function TabForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  label,
  submitLabel,
  children,
}: TabFormProps<Input, Output>) {
  const t = useT();
  const { isSubmitting, isDirty } = form.formState;
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          {children}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {isDirty && <p className="text-sm text-muted-foreground">{t("back-office.unsaved")}</p>}
            <Button type="submit">
              {isSubmitting ? t("back-office.saving") : (submitLabel ?? t("back-office.saveChanges"))}
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
