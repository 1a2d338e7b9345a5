import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  TESTIMONIAL_RATINGS,
  testimonialSchema,
  type Testimonial,
} from "../../../domain/schemas/testimonials";
import { Button } from "../ui/button";
import { DialogClose } from "../ui/dialog";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { NativeSelect } from "../ui/native-select";
import { Textarea } from "../ui/textarea";
import { useT } from "../../i18n/use-t";

type FormValues = z.input<typeof testimonialSchema>;

interface TestimonialFormProps {
  /** The testimonial being edited; absent when writing a new one. */
  initial?: Pick<Testimonial, "client_name" | "content" | "rating">;
  /** Sends the values; a rejection keeps the form open with what was typed (the caller has told the user). */
  onSubmit: (values: Testimonial) => Promise<unknown>;
  onSaved: () => void;
  submitLabel: string;
}

/**
 * The testimonial form of spec section 5 (admin and agent): client name, testimonial and a rating of
 * 1 to 5, all required, checked with the schema the server uses. Meant for a dialog: Cancel closes it.
 */
export function TestimonialForm({ initial, onSubmit, onSaved, submitLabel }: TestimonialFormProps) {
  const t = useT();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Testimonial>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: {
      client_name: initial?.client_name ?? "",
      content: initial?.content ?? "",
      rating: initial ? String(initial.rating) : "",
    },
  });

  const onValid = async (values: Testimonial) => {
    try {
      await onSubmit(values);
    } catch {
      return;
    }
    onSaved();
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <Field
          id={`${id}-client`}
          label={t("back-office.testimonials.clientName")}
          error={errors.client_name?.message}
        >
          {(control) => <Input autoComplete="off" required {...control} {...register("client_name")} />}
        </Field>
        <Field
          id={`${id}-content`}
          label={t("back-office.testimonials.content")}
          error={errors.content?.message}
        >
          {(control) => <Textarea rows={5} required {...control} {...register("content")} />}
        </Field>
        <Field
          id={`${id}-rating`}
          label={t("back-office.testimonials.rating")}
          error={errors.rating?.message}
        >
          {(control) => (
            <NativeSelect required {...control} {...register("rating")}>
              <option value="">{t("back-office.testimonials.chooseRating")}</option>
              {[...TESTIMONIAL_RATINGS].reverse().map((rating) => (
                <option key={rating} value={rating}>
                  {t("back-office.testimonials.ratingOption", { rating })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("back-office.cancel")}</Button>
          </DialogClose>
          <Button type="submit">{isSubmitting ? t("back-office.saving") : submitLabel}</Button>
        </div>
      </fieldset>
    </form>
  );
}
