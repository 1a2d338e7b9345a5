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
import { adminAgentsMessages as text, agentInvited } from "../messages";
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
      const message = serverMessageOr(error, text.createFailed);
      if (isConflict(error)) setError("email", { message }, { shouldFocus: true });
      toast.error(message);
      return;
    }
    toast.success(created.invitationSentTo ? agentInvited(created.invitationSentTo) : text.created);
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
          {text.newAgent}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.createTitle}</DialogTitle>
          <DialogDescription>{text.createDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <Field label={text.fullName} error={errors.fullName?.message}>
              {(control) => <Input {...control} autoComplete="off" required {...register("fullName")} />}
            </Field>
            <Field label={text.email} error={errors.email?.message}>
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
                    <Label htmlFor="create-agent-invite">{text.sendInvitation}</Label>
                    <p id="create-agent-invite-hint" className="text-sm text-muted-foreground">
                      {text.sendInvitationHint}
                    </p>
                  </div>
                </div>
              )}
            />
            {!inviting && (
              <Field label={text.password} error={errors.password?.message} hint={text.passwordHint}>
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
              label={text.licenceNumber}
              error={errors.licence_number?.message}
              hint={text.licenceNumberHint}
            >
              {(control) => <Input {...control} autoComplete="off" {...register("licence_number")} />}
            </Field>
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {text.cancel}
              </Button>
              <Button type="submit">{isSubmitting ? text.creating : text.create}</Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
