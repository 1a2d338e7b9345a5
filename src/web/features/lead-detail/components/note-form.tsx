import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { leadNoteSchema, type LeadNoteInput } from "../../../../domain/schemas/lead-workspace";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";
import { useT } from "../../../i18n/use-t";
import { applyServerError } from "./server-errors";

interface NoteFormProps {
  /** The note being edited; absent for a new one. */
  initial?: string;
  label: string;
  submitLabel: string;
  /** Sends the note; a rejection keeps what was typed and shows the refusal. */
  onSubmit: (note: LeadNoteInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}

/** A note's text, checked with the schema the API uses; the API's refusals are shown on the field. */
export function NoteForm({ initial, label, submitLabel, onSubmit, onSaved, onCancel }: NoteFormProps) {
  const t = useT();
  const id = useId();
  const form = useForm<LeadNoteInput>({
    resolver: zodResolver(leadNoteSchema),
    defaultValues: { body: initial ?? "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (note: LeadNoteInput) => {
    try {
      await onSubmit(note);
    } catch (error) {
      applyServerError(error, form, { body: "body" }, t("back-office.leadDetail.saveFailed"));
      return;
    }
    if (initial === undefined) form.reset({ body: "" });
    onSaved();
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-3">
        <Field id={`${id}-body`} label={label} error={errors.body?.message}>
          {(control) => <Textarea rows={initial === undefined ? 3 : 4} {...control} {...register("body")} />}
        </Field>
        {errors.root?.server && <FormAlert id={`${id}-error`}>{errors.root.server.message}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel && (
            <Button type="button" variant="outline" size="sm" onClick={onCancel}>
              {t("back-office.cancel")}
            </Button>
          )}
          <Button type="submit" size="sm">
            {isSubmitting ? t("back-office.saving") : submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
