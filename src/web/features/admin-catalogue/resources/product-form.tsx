import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  productInputSchema,
  type ProductFormValues,
  type ProductInput,
} from "../../../../domain/schemas/admin-products";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import type { CatalogueFormProps } from "../catalogue-resource";
import { ImageAddressField, MarkdownField, RequiredLabel } from "../components/form-parts";
import { useT } from "../../../i18n/use-t";
import type { AdminProduct } from "./product-row";

function defaults(row: AdminProduct | null): ProductFormValues {
  return {
    name: row?.name ?? "",
    price: row?.price == null ? "" : String(row.price),
    description: row?.description ?? "",
    content: row?.content ?? "",
    image_url: row?.image_url ?? null,
  };
}

/** Name required; price optional, in dollars and cents (spec section 5); image in product-images. */
export function ProductForm({ formId, row, disabled, onSubmit }: CatalogueFormProps<AdminProduct>) {
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: defaults(row),
  });
  const content = useWatch({ control, name: "content" });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <legend className="sr-only">{t("admin.products.details")}</legend>
        <Field
          label={<RequiredLabel>{t("admin.catalogue.name")}</RequiredLabel>}
          error={errors.name?.message}
        >
          {(field) => <Input {...field} aria-required autoComplete="off" {...register("name")} />}
        </Field>
        <Field
          label={t("admin.products.price")}
          error={errors.price?.message}
          hint={t("admin.products.priceHint")}
        >
          {(field) => (
            <Input {...field} type="text" inputMode="decimal" autoComplete="off" {...register("price")} />
          )}
        </Field>
        <Field
          label={t("admin.catalogue.description")}
          error={errors.description?.message}
          hint={t("admin.products.descriptionHint")}
          className="sm:col-span-2"
        >
          {(field) => <Textarea rows={2} {...field} {...register("description")} />}
        </Field>
        <div className="sm:col-span-2">
          <MarkdownField
            label={t("admin.catalogue.content")}
            value={content ?? ""}
            error={errors.content?.message}
            shownOn={t("admin.products.shownOn")}
            textarea={register("content")}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="image_url"
            render={({ field, fieldState }) => (
              <ImageAddressField
                label={t("admin.catalogue.image")}
                addressLabel={t("admin.catalogue.imageAddress")}
                value={field.value}
                onChange={field.onChange}
                uploadPath="/api/admin/uploads/product-images"
                error={fieldState.error?.message}
                disabled={disabled}
              />
            )}
          />
        </div>
      </fieldset>
    </form>
  );
}
