import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { formatTimeZoneName } from "../../../../domain/format";
import { optionalLine } from "../../../../domain/schemas/common";
import { FOLLOW_UP_NOTE_MAX } from "../../../../domain/schemas/lead-workspace";
import { sayError } from "../../../../i18n/translate";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { useLocale, useT } from "../../../i18n/use-t";
import { useUpdateLead } from "../api/update-lead";
import { followUpInputs, followUpInstant } from "../follow-up";
import { applyServerError } from "./server-errors";

/** The form's fields: a day and a time in the broker's time zone (`zone`), and one line of what to do. */
function followUpFormSchema(zone: string) {
  return z
    .object({
      date: z.string(),
      time: z.string(),
      note: optionalLine(FOLLOW_UP_NOTE_MAX),
    })
    .transform((values, context) => {
      const at = followUpInstant(values.date, values.time, zone);
      if (at === null) {
        context.addIssue({
          code: "custom",
          path: ["date"],
          ...sayError("dashboard.leadDetail.followUpDateRequired"),
        });
        return z.NEVER;
      }
      return { follow_up_at: at, follow_up_note: values.note };
    });
}
type FollowUpForm = z.input<ReturnType<typeof followUpFormSchema>>;
type FollowUpChange = z.output<ReturnType<typeof followUpFormSchema>>;

interface FollowUpFormProps {
  lead: LeadDetailLead;
  onSaved: (message: string) => void;
}

/** Sets, moves or clears the broker's follow-up on their lead. */
export function FollowUpForm({ lead, onSaved }: FollowUpFormProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // The inputs read and write the wall clock of the broker's own zone (their profile's), named beside them.
  const zone = formatTimeZoneName(lead.time_zone, new Date(), locale);
  const schema = useMemo(() => followUpFormSchema(lead.time_zone), [lead.time_zone]);
  const update = useUpdateLead("dashboard", lead.id);
  const form = useForm<FollowUpForm, unknown, FollowUpChange>({
    resolver: zodResolver(schema),
    values: {
      ...(lead.follow_up_at ? followUpInputs(lead.follow_up_at, lead.time_zone) : { date: "", time: "" }),
      note: lead.follow_up_note ?? "",
    },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const fields = { follow_up_at: "date", follow_up_note: "note" } as const;

  const save = async (change: FollowUpChange) => {
    try {
      await update.mutateAsync(change);
    } catch (error) {
      applyServerError(error, form, fields, t("back-office.leadDetail.saveFailed"));
      return;
    }
    onSaved(t("dashboard.leadDetail.followUpSaved"));
  };

  const clear = async () => {
    try {
      await update.mutateAsync({ follow_up_at: null });
    } catch (error) {
      applyServerError(error, form, fields, t("back-office.leadDetail.saveFailed"));
      return;
    }
    form.reset({ date: "", time: "", note: "" });
    onSaved(t("dashboard.leadDetail.followUpCleared"));
  };

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={t("dashboard.leadDetail.followUpForm")}>
      <fieldset disabled={isSubmitting || update.isPending} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-date`}
            label={t("dashboard.leadDetail.followUpDate")}
            error={errors.date?.message}
          >
            {(control) => <Input type="date" {...control} {...register("date")} />}
          </Field>
          <Field
            id={`${id}-time`}
            label={t("dashboard.leadDetail.followUpTime")}
            hint={t("dashboard.leadDetail.followUpTimeHint", { zone })}
            error={errors.time?.message}
          >
            {(control) => <Input type="time" {...control} {...register("time")} />}
          </Field>
        </div>
        <Field id={`${id}-note`} label={t("dashboard.leadDetail.followUpNote")} error={errors.note?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              maxLength={FOLLOW_UP_NOTE_MAX}
              placeholder={t("dashboard.leadDetail.followUpNoteExample")}
              {...control}
              {...register("note")}
            />
          )}
        </Field>
        {errors.root?.server && <FormAlert id={`${id}-error`}>{errors.root.server.message}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          {lead.follow_up_at && (
            <Button type="button" variant="outline" size="sm" onClick={() => void clear()}>
              {t("dashboard.leadDetail.clearFollowUp")}
            </Button>
          )}
          <Button type="submit" size="sm">
            {isSubmitting ? t("back-office.saving") : t("dashboard.leadDetail.saveFollowUp")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
