import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  featuresToJsonText,
  serviceInputSchema,
  SERVICE_TEXT_MAX,
  type ServiceFormValues,
  type ServiceInput,
} from "../../../../domain/schemas/admin-services";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import type { CatalogueFormProps } from "../catalogue-resource";
import { FieldWarning, ImageAddressField, MarkdownField, RequiredLabel } from "../components/form-parts";
import { characterCount } from "../../../../domain/schemas/catalogue-admin";
import type { Translate } from "../../../../i18n/translate";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatInteger } from "../../../../domain/format";
import type { Locale } from "../../../../i18n/locale";
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

/** Shown as soon as a value is longer than its column (spec section 5, "with a warning"). */
function truncationWarning(label: string, text: string, t: Translate, locale: Locale): string | null {
  const count = characterCount(text.trim());
  if (count <= SERVICE_TEXT_MAX) return null;
  return t("admin.catalogue.truncated", {
    label,
    count: formatInteger(count, locale),
    max: formatInteger(SERVICE_TEXT_MAX, locale),
  });
}

/**
 * Name required; name and description are shortened to 255 characters, and the form says so as soon
 * as either is longer (spec section 5); features as a JSON list; image in service-images.
 */
export function ServiceForm({ formId, row, disabled, onSubmit }: CatalogueFormProps<AdminService>) {
  const t = useT();
  const locale = useLocale();
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
  const nameWarning = truncationWarning(t("admin.catalogue.name"), asText(name), t, locale);
  const descriptionWarning = truncationWarning(
    t("admin.catalogue.description"),
    asText(description),
    t,
    locale,
  );

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={disabled} className="grid gap-4">
        <legend className="sr-only">{t("admin.services.details")}</legend>
        <Field
          label={<RequiredLabel>{t("admin.catalogue.name")}</RequiredLabel>}
          error={errors.name?.message}
          hint={nameWarning && <FieldWarning>{nameWarning}</FieldWarning>}
        >
          {(field) => <Input {...field} aria-required autoComplete="off" {...register("name")} />}
        </Field>
        <Field
          label={t("admin.catalogue.description")}
          error={errors.description?.message}
          hint={
            descriptionWarning ? (
              <FieldWarning>{descriptionWarning}</FieldWarning>
            ) : (
              t("admin.services.descriptionHint")
            )
          }
        >
          {(field) => <Textarea rows={2} {...field} {...register("description")} />}
        </Field>
        <Field
          label={t("admin.services.features")}
          error={errors.features?.message}
          hint={t("admin.services.featuresHint")}
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
          label={t("admin.catalogue.content")}
          value={asText(content)}
          error={errors.content?.message}
          shownOn={t("admin.services.shownOn")}
          textarea={register("content")}
        />
        <Controller
          control={control}
          name="image_url"
          render={({ field, fieldState }) => (
            <ImageAddressField
              label={t("admin.catalogue.image")}
              addressLabel={t("admin.catalogue.imageAddress")}
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
