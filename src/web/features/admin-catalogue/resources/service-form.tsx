import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  featuresToJsonText,
  serviceInputSchema,
  truncationWarning,
  type ServiceFormValues,
  type ServiceInput,
} from "../../../../domain/schemas/admin-services";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import type { CatalogueFormProps } from "../catalogue-resource";
import { FieldWarning, ImageAddressField, MarkdownField, RequiredLabel } from "../components/form-parts";
import type { AdminService } from "./service-row";

function defaults(row: AdminService | null): ServiceFormValues {
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    features: featuresToJsonText(row?.features ?? []),
    content: row?.content ?? "",
    image_url: row?.image_url ?? null,
  };
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * Name required; name and description are shortened to 255 characters, and the form says so as soon
 * as either is longer (spec section 5); features as a JSON list; image in service-images.
 */
export function ServiceForm({ formId, row, disabled, onSubmit }: CatalogueFormProps<AdminService>) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: defaults(row),
  });
  const [name, description, content] = useWatch({ control, name: ["name", "description", "content"] });
  const nameWarning = truncationWarning("Name", asText(name));
  const descriptionWarning = truncationWarning("Description", asText(description));

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={disabled} className="grid gap-4">
        <legend className="sr-only">Service details</legend>
        <Field
          label={<RequiredLabel>Name</RequiredLabel>}
          error={errors.name?.message}
          hint={nameWarning && <FieldWarning>{nameWarning}</FieldWarning>}
        >
          {(field) => <Input {...field} aria-required autoComplete="off" {...register("name")} />}
        </Field>
        <Field
          label="Description"
          error={errors.description?.message}
          hint={
            descriptionWarning ? (
              <FieldWarning>{descriptionWarning}</FieldWarning>
            ) : (
              "Up to 255 characters, shown under the name."
            )
          }
        >
          {(field) => <Textarea rows={2} {...field} {...register("description")} />}
        </Field>
        <Field
          label="Features"
          error={errors.features?.message}
          hint='A JSON list of text, e.g. ["Pre-approval", "Closing support"]. Blank for none.'
        >
          {(field) => (
            <Textarea
              rows={6}
              spellCheck={false}
              className="font-mono"
              {...field}
              {...register("features")}
            />
          )}
        </Field>
        <MarkdownField
          label="Content"
          value={asText(content)}
          error={errors.content?.message}
          shownOn="the service's page; its first 180 characters are the teaser on the services list"
          textarea={register("content")}
        />
        <Controller
          control={control}
          name="image_url"
          render={({ field, fieldState }) => (
            <ImageAddressField
              label="Image"
              value={field.value}
              onChange={field.onChange}
              uploadPath="/api/admin/uploads/service-images"
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      </fieldset>
    </form>
  );
}
