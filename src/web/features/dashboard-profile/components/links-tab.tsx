import { APPLICATION_LINK_KEYS } from "../../../../domain/schemas/agents-admin";
import {
  dashboardLinksSchema,
  type DashboardLinks,
  type DashboardLinksInput,
} from "../../../../domain/schemas/dashboard-profile";
import { FormSection } from "../../../components/agent-profile-form/agent-form-field";
import {
  linkGroupValues,
  type AgentProfileRecord,
} from "../../../components/agent-profile-form/agent-profile-record";
import { ApplicationLinkFields } from "../../../components/agent-profile-form/link-fields";
import { useT } from "../../../i18n/use-t";
import { ProfileTabShell } from "./profile-tab-shell";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

function LinksForm({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const { form, onSubmit } = useProfileTabForm<DashboardLinksInput, DashboardLinks>({
    schema: dashboardLinksSchema,
    values: (saved) => ({
      application_links: linkGroupValues(APPLICATION_LINK_KEYS, saved.application_links),
    }),
    agent,
    path: "/links",
    savedMessage: t("dashboard.profile.linksSaved"),
    failedMessage: () => t("dashboard.profile.linksFailed"),
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label={t("dashboard.profile.applicationLinks")}>
      <FormSection
        title={t("dashboard.profile.applicationLinks")}
        description={`${t("dashboard.profile.linksDescription")} ${t("back-office.agentForm.linkHint")}`}
      >
        <ApplicationLinkFields />
      </FormSection>
    </TabForm>
  );
}

/** Application Links: where the page's Apply Now, contact, quote, scheduler and newsletter buttons lead. */
export function LinksTab() {
  return <ProfileTabShell>{(agent) => <LinksForm agent={agent} />}</ProfileTabShell>;
}
