import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  TESTIMONIAL_RATINGS,
  testimonialSchema,
  type Testimonial,
} from "../../../../domain/schemas/testimonials";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import type { AdminTestimonial } from "../api/get-admin-testimonials";
import { useSaveTestimonial } from "../api/save-testimonial";
import { adminTestimonialsMessages as text, ratingOption } from "../messages";

type FormValues = z.input<typeof testimonialSchema>;

interface TestimonialFormProps {
  /** The testimonial being edited; absent when writing a new one. */
  testimonial?: AdminTestimonial;
  onSaved: () => void;
}

function TestimonialForm({ testimonial, onSaved }: TestimonialFormProps) {
  const id = useId();
  const save = useSaveTestimonial();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Testimonial>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: {
      client_name: testimonial?.client_name ?? "",
      content: testimonial?.content ?? "",
      rating: testimonial ? String(testimonial.rating) : "",
    },
  });

  const onValid = async (values: Testimonial) => {
    try {
      await save.mutateAsync({ id: testimonial?.id, values });
    } catch {
      // The mutation has told the user; the form stays open with what they typed.
      return;
    }
    onSaved();
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <Field id={`${id}-client`} label={text.clientName} error={errors.client_name?.message}>
          {(control) => <Input autoComplete="off" required {...control} {...register("client_name")} />}
        </Field>
        <Field id={`${id}-content`} label={text.content} error={errors.content?.message}>
          {(control) => <Textarea rows={5} required {...control} {...register("content")} />}
        </Field>
        <Field id={`${id}-rating`} label={text.rating} error={errors.rating?.message}>
          {(control) => (
            <NativeSelect required {...control} {...register("rating")}>
              <option value="">{text.chooseRating}</option>
              {[...TESTIMONIAL_RATINGS].reverse().map((rating) => (
                <option key={rating} value={rating}>
                  {ratingOption(rating)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{text.cancel}</Button>
          </DialogClose>
          <Button type="submit">{isSubmitting ? text.saving : text.save}</Button>
        </div>
      </fieldset>
    </form>
  );
}

interface TestimonialFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial?: AdminTestimonial;
}

/** The admin-write form (spec section 5): client name, testimonial and a rating of 1 to 5, all required. */
export function TestimonialFormDialog({ open, onOpenChange, testimonial }: TestimonialFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{testimonial ? text.editTitle : text.writeTitle}</DialogTitle>
          <DialogDescription>{testimonial ? text.editDescription : text.writeDescription}</DialogDescription>
        </DialogHeader>
        <TestimonialForm
          key={testimonial?.id ?? "new"}
          testimonial={testimonial}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
