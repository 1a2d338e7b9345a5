import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LENDER_TYPES } from "../../../../domain/constants";
import {
  canonicalLenderType,
  lenderInputSchema,
  type LenderFormValues,
  type LenderInput,
} from "../../../../domain/schemas/admin-lenders";
import { Checkbox } from "../../../components/ui/checkbox";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import type { CatalogueFormProps } from "../catalogue-resource";
import { ImageAddressField, RequiredLabel } from "../components/form-parts";
import { useT } from "../../../i18n/use-t";
import { lenderTypeLabel, type AdminLender } from "./lender-row";

function defaults(row: AdminLender | null): LenderFormValues {
  return {
    name: row?.name ?? "",
    type: row ? (canonicalLenderType(row.type) ?? "") : "",
    display_order: String(row?.display_order ?? 0),
    is_active: row?.is_active ?? true,
    logo_url: row?.logo_url ?? null,
  };
}

/**
 * Name and type required; display order a whole number, 0 by default (spec section 5); active
 * checkbox (section 4). The type is shown as 'A Lender' / 'Alternate Lender' and saved as its code.
 */
export function LenderForm({ formId, row, disabled, onSubmit }: CatalogueFormProps<AdminLender>) {
  const t = useT();
  const activeId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LenderFormValues, unknown, LenderInput>({
    resolver: zodResolver(lenderInputSchema),
    defaultValues: defaults(row),
  });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t("admin.lenders.details")}</legend>
        <Field
          label={<RequiredLabel>{t("admin.catalogue.name")}</RequiredLabel>}
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} aria-required autoComplete="off" {...register("name")} />}
        </Field>
        <Field label={<RequiredLabel>{t("admin.lenders.type")}</RequiredLabel>} error={errors.type?.message}>
          {(field) => (
            <NativeSelect {...field} aria-required {...register("type")}>
              <option value="">{t("admin.lenders.chooseType")}</option>
              {LENDER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {lenderTypeLabel(type, t)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={t("admin.lenders.displayOrder")}
          error={errors.display_order?.message}
          hint={t("admin.lenders.displayOrderHint")}
        >
          {(field) => (
            <Input
              {...field}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...register("display_order")}
            />
          )}
        </Field>
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <div className="flex items-start gap-3 sm:col-span-2">
              <Checkbox
                id={activeId}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-describedby={`${activeId}-hint`}
                className="mt-0.5"
              />
              <div>
                <Label htmlFor={activeId}>{t("back-office.active")}</Label>
                <p id={`${activeId}-hint`} className="text-xs text-muted-foreground">
                  {t("admin.lenders.activeHint")}
                </p>
              </div>
            </div>
          )}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="logo_url"
            render={({ field, fieldState }) => (
              <ImageAddressField
                label={t("admin.lenders.logo")}
                addressLabel={t("admin.lenders.logoAddress")}
                value={field.value}
                onChange={field.onChange}
                uploadPath="/api/admin/uploads/lender-logos"
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
