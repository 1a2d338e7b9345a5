import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import {
  ADMIN_RATE_TERMS,
  MORTGAGE_TYPES,
  NATIONAL_PROVINCE,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RATE_PROVINCES,
  RATE_TYPES,
} from "../../../../domain/constants";
import {
  RATE_STEP,
  rateCreateSchema,
  type RateCreate,
  type RateCreateInput,
} from "../../../../domain/schemas/admin-rates";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { useCreateRate } from "../api/create-rate";
import { useLocale, useT } from "../../../i18n/use-t";
import { mortgageTypeLabel, provinceLabel, rateTypeLabel } from "../format";
import { rateTermLabel } from "../../../components/rates/rate-labels";

const EMPTY_RATE: RateCreateInput = {
  term: "5 year",
  rate_type: "fixed",
  province: NATIONAL_PROVINCE,
  mortgage_type: "Conventional",
  posted_rate: "",
  our_rate: "",
};

const rateInput = {
  type: "number",
  inputMode: "decimal",
  step: RATE_STEP,
  min: RATE_PERCENT_MIN,
  max: RATE_PERCENT_MAX,
} as const;

/** The add form of spec section 5 "Rate form", in a dialog; the server validates with the same schema. */
export function AddRateDialog() {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const create = useCreateRate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RateCreateInput, unknown, RateCreate>({
    resolver: zodResolver(rateCreateSchema),
    defaultValues: EMPTY_RATE,
  });

  const onValid = async (rate: RateCreate) => {
    try {
      await create.mutateAsync(rate);
    } catch {
      return;
    }
    reset(EMPTY_RATE);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(EMPTY_RATE);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t("admin.rates.addRate")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("admin.rates.addTitle")}</DialogTitle>
          <DialogDescription>{t("admin.rates.addDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
            <Field label={t("admin.rates.columnTerm")} error={errors.term?.message}>
              {(control) => (
                <NativeSelect {...control} {...register("term")}>
                  {ADMIN_RATE_TERMS.map((term) => (
                    <option key={term} value={term}>
                      {rateTermLabel(term, t)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={t("admin.rates.fieldType")} error={errors.rate_type?.message}>
              {(control) => (
                <NativeSelect {...control} {...register("rate_type")}>
                  {RATE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {rateTypeLabel(type, t)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={t("admin.rates.columnProvince")} error={errors.province?.message}>
              {(control) => (
                <NativeSelect {...control} {...register("province")}>
                  {RATE_PROVINCES.map((province) => (
                    <option key={province} value={province}>
                      {provinceLabel(province, locale)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={t("admin.rates.columnMortgageType")} error={errors.mortgage_type?.message}>
              {(control) => (
                <NativeSelect {...control} {...register("mortgage_type")}>
                  {MORTGAGE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {mortgageTypeLabel(type, t)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              label={t("admin.rates.fieldPosted")}
              hint={t("admin.rates.rateHint")}
              error={errors.posted_rate?.message}
            >
              {(control) => <Input {...rateInput} required {...control} {...register("posted_rate")} />}
            </Field>
            <Field
              label={t("admin.rates.fieldOurs")}
              hint={t("admin.rates.rateHint")}
              error={errors.our_rate?.message}
            >
              {(control) => <Input {...rateInput} required {...control} {...register("our_rate")} />}
            </Field>
            <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit" aria-busy={isSubmitting}>
                {isSubmitting ? t("admin.common.saving") : t("admin.rates.addRate")}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
