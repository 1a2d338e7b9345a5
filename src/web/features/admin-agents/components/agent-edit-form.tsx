import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../../lib/toast";
import {
  agentEditSchema,
  APPLICATION_LINK_KEYS,
  SOCIAL_LINK_KEYS,
  type AgentEdit,
  type AgentEditInput,
} from "../../../../domain/schemas/agents-admin";
import { linkGroupValues, seoValues } from "../../../components/agent-profile-form/agent-profile-record";
import { Button } from "../../../components/ui/button";
import type { AdminAgent } from "../api/get-admin-agent";
import { useUpdateAgent } from "../api/update-agent";
import { useT } from "../../../i18n/use-t";
import {
  ActiveField,
  AddressSection,
  BioSection,
  ContactSection,
  EmailSettingsSection,
  LinkSections,
  PublicUrlSection,
  SeoSection,
} from "./agent-form-sections";
import { PicturesSection } from "./agent-pictures-section";
import { isConflict, serverMessageOr } from "../../../lib/server-message";

/** The stored agent as form values: every text field a string, so each input is controlled from the start. */
export function formValues(agent: AdminAgent): AgentEditInput {
  return {
    name: agent.name,
    email: agent.email,
    phone: agent.phone ?? "",
    bio: agent.bio ?? "",
    calendly_link: agent.calendly_link ?? "",
    crm_email: agent.crm_email ?? "",
    licence_number: agent.licence_number ?? "",
    social_links: linkGroupValues(SOCIAL_LINK_KEYS, agent.social_links),
    application_links: linkGroupValues(APPLICATION_LINK_KEYS, agent.application_links),
    seo_settings: seoValues(agent.seo_settings),
    profile_slug: agent.profile_slug ?? "",
    contact_details: { address: agent.contact_details.address ?? "" },
    is_active: agent.is_active,
    custom_background_image: agent.custom_background_image ?? "",
    agent_logo_url: agent.agent_logo_url ?? "",
    badge_1_url: agent.badge_1_url ?? "",
    badge_2_url: agent.badge_2_url ?? "",
    preferred_language: agent.preferred_language,
    time_zone: agent.time_zone,
  };
}

interface AgentEditFormProps {
  agent: AdminAgent;
  onSaved: () => void;
  onCancel: () => void;
}

/** Every editable field of spec section 3's agents entity, grouped; validated by the server's own schema. */
export function AgentEditForm({ agent, onSaved, onCancel }: AgentEditFormProps) {
  const t = useT();
  const update = useUpdateAgent();
  const form = useForm<AgentEditInput, unknown, AgentEdit>({
    resolver: zodResolver(agentEditSchema),
    defaultValues: formValues(agent),
  });
  const { isSubmitting } = form.formState;

  const onValid = async (changes: AgentEdit) => {
    try {
      await update.mutateAsync({ id: agent.id, changes });
    } catch (error) {
      const message = serverMessageOr(error, t("admin.agents.updateFailed"));
      if (isConflict(error)) form.setError("profile_slug", { message }, { shouldFocus: true });
      toast.error(message);
      return;
    }
    toast.success(t("admin.agents.updated"));
    onSaved();
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          <ContactSection />
          <PicturesSection agent={agent} />
          <BioSection />
          <LinkSections />
          <SeoSection />
          <PublicUrlSection />
          <AddressSection />
          <EmailSettingsSection timeZone={agent.time_zone} />
          <ActiveField />
          <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-wrap justify-end gap-2 border-t border-border bg-background px-6 py-4">
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="submit">{isSubmitting ? t("admin.common.saving") : t("admin.agents.save")}</Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
