import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import type { Translate } from "../../../i18n/translate";
import { useT } from "../../i18n/use-t";
import { NO_AGENT, useAgentOptions } from "./agent-options";
import { QuoteField } from "./quote-field";
import type { QuoteFormInput } from "./quote-form-schema";

/** The contact fields, by the same names in both quote forms. */
export type QuoteContactInput = Pick<
  QuoteFormInput,
  "client_name" | "client_email" | "client_phone" | "agent_id"
>;

interface QuoteContactFieldsProps {
  register: UseFormRegister<QuoteContactInput>;
  errors: FieldErrors<QuoteContactInput>;
}

function agentHint(isPending: boolean, isError: boolean, t: Translate): string | undefined {
  if (isPending) return t("quote.loadingBrokers");
  if (isError) return t("quote.brokersFailed");
  return undefined;
}

/** Name and email (required), phone (optional) and a preferred broker ('No preference' = none). */
export function QuoteContactFields({ register, errors }: QuoteContactFieldsProps) {
  const t = useT();
  const agents = useAgentOptions();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <QuoteField label={t("quote.name")} required error={errors.client_name?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...register("client_name")} />}
      </QuoteField>
      <QuoteField label={t("quote.email")} required error={errors.client_email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" required {...register("client_email")} />
        )}
      </QuoteField>
      <QuoteField label={t("quote.phone")} error={errors.client_phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...register("client_phone")} />}
      </QuoteField>
      <QuoteField
        label={t("quote.preferredBroker")}
        error={errors.agent_id?.message}
        hint={agentHint(agents.isPending, agents.isError, t)}
      >
        {(control) => (
          <NativeSelect {...control} {...register("agent_id")}>
            <option value={NO_AGENT}>{t("quote.noPreference")}</option>
            {agents.data?.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </QuoteField>
    </div>
  );
}
