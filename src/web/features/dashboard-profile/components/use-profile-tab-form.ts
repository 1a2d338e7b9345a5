import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { AgentProfileRecord } from "../../../components/agent-profile-form/agent-profile-record";
import { useSaveProfileTab, type ProfileTabPath } from "../api/save-profile-tab";

interface ProfileTabFormOptions<Input extends FieldValues, Output> {
  /** The tab's shared schema, the one its route validates with. */
  schema: z.ZodType<Output, Input>;
  /** The tab's fields as form values, from the stored profile. */
  values: (agent: AgentProfileRecord) => Input;
  agent: AgentProfileRecord;
  path: ProfileTabPath;
  savedMessage: string;
  failedMessage: (error: unknown) => string;
  onSaved?: (agent: AgentProfileRecord) => void;
}

/** A tab's form: validated like the server, saved by the tab's own PATCH, reset to what was saved. */
export function useProfileTabForm<Input extends FieldValues, Output>({
  schema,
  values,
  agent,
  path,
  savedMessage,
  failedMessage,
  onSaved,
}: ProfileTabFormOptions<Input, Output>) {
  const save = useSaveProfileTab(path);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: values(agent) as DefaultValues<Input>,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    let saved: AgentProfileRecord;
    try {
      saved = await save.mutateAsync(body);
    } catch (error) {
      toast.error(failedMessage(error));
      return;
    }
    form.reset(values(saved));
    toast.success(savedMessage);
    onSaved?.(saved);
  });
  return { form, onSubmit };
}
