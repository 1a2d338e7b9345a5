import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { toast } from "../../../lib/toast";
import {
  createAgentSchema,
  PASSWORD_MAX_LENGTH,
  type CreateAgentInput,
} from "../../../../domain/schemas/agents-admin";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
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
import { Label } from "../../../components/ui/label";
import { useCreateAgent, type NewAgent } from "../api/create-agent";
import { useT } from "../../../i18n/use-t";
import { isConflict, serverMessageOr } from "../../../lib/server-message";

const EMPTY: CreateAgentInput = {
  fullName: "",
  email: "",
  sendInvitation: false,
  password: "",
  licence_number: "",
};

/**
 * "New agent": full name, email and password, all required (spec section 5, Create agent), and a
 * licence number; or, instead of the password, an invitation e-mailed to the broker to choose their own.
 */
export function CreateAgentDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const create = useCreateAgent();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control: formControl,
    formState: { errors, isSubmitting },
  } = useForm<CreateAgentInput, unknown, NewAgent>({
    resolver: zodResolver(createAgentSchema),
    defaultValues: EMPTY,
  });

  const inviting = useWatch({ control: formControl, name: "sendInvitation" }) === true;

  const onValid = async (input: NewAgent) => {
    let created;
    try {
      created = await create.mutateAsync(input);
    } catch (error) {
      const message = serverMessageOr(error, t("admin.agents.createFailed"));
      if (isConflict(error)) setError("email", { message }, { shouldFocus: true });
      toast.error(message);
      return;
    }
    toast.success(
      created.invitationSentTo
        ? t("admin.agents.invited", { email: created.invitationSentTo })
        : t("admin.agents.created"),
    );
    reset(EMPTY);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t("admin.agents.newAgent")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("admin.agents.createTitle")}</DialogTitle>
          <DialogDescription>{t("admin.agents.createDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <Field label={t("admin.agents.fullName")} error={errors.fullName?.message}>
              {(control) => <Input {...control} autoComplete="off" required {...register("fullName")} />}
            </Field>
            <Field label={t("admin.agents.email")} error={errors.email?.message}>
              {(control) => (
                <Input {...control} type="email" autoComplete="off" required {...register("email")} />
              )}
            </Field>
            <Controller
              control={formControl}
              name="sendInvitation"
              render={({ field }) => (
                <div className="flex items-start gap-3 rounded-xl border border-border p-4">
                  <Checkbox
                    id="create-agent-invite"
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-describedby="create-agent-invite-hint"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor="create-agent-invite">{t("admin.agents.sendInvitation")}</Label>
                    <p id="create-agent-invite-hint" className="text-sm text-muted-foreground">
                      {t("admin.agents.sendInvitationHint")}
                    </p>
                  </div>
                </div>
              )}
            />
            {!inviting && (
              <Field
                label={t("admin.agents.password")}
                error={errors.password?.message}
                hint={t("admin.agents.passwordHint")}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="new-password"
                    maxLength={PASSWORD_MAX_LENGTH}
                    required
                    {...register("password")}
                  />
                )}
              </Field>
            )}
            <Field
              label={t("admin.agents.licenceNumber")}
              error={errors.licence_number?.message}
              hint={t("admin.agents.licenceNumberHint")}
            >
              {(control) => <Input {...control} autoComplete="off" {...register("licence_number")} />}
            </Field>
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit">
                {isSubmitting ? t("admin.agents.creating") : t("admin.agents.create")}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
