import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Search, ShieldAlert } from "lucide-react";
import type { z } from "zod";
import {
  personalDataRequestSchema,
  type PersonalDataRequestInput,
} from "../../../../domain/schemas/personal-data";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { ErasureLog } from "./erasure-log";
import { ErasurePreviewPanel } from "./erasure-preview-panel";

type PersonalDataRequest = z.output<typeof personalDataRequestSchema>;

/**
 * A person's request to have their data deleted: the super admin looks up the address, sees what is
 * held, and erases it after a confirmation. The recent erasures are listed under it.
 */
export function PersonalDataErasure() {
  const t = useT();
  const id = useId();
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonalDataRequestInput, unknown, PersonalDataRequest>({
    resolver: zodResolver(personalDataRequestSchema),
    defaultValues: { email: "" },
  });

  return (
    <section
      id="erase-personal-data"
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-10 max-w-content rounded-xl border border-border p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        {t("admin.erasure.title")}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t("admin.erasure.description")}</p>
      <form
        noValidate
        onSubmit={handleSubmit((values) => setLookedUp(values.email))}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          label={t("admin.erasure.emailLabel")}
          id={`${id}-email`}
          error={errors.email?.message}
          hint={t("admin.erasure.emailHint")}
          className="min-w-0 flex-1 sm:max-w-md"
        >
          {(control) => <Input type="email" autoComplete="off" {...control} {...register("email")} />}
        </Field>
        <Button type="submit" variant="outline" className="sm:mt-7">
          <Search aria-hidden="true" />
          {t("admin.erasure.find")}
        </Button>
      </form>
      {lookedUp !== null && <ErasurePreviewPanel email={lookedUp} />}
      <ErasureLog />
    </section>
  );
}
