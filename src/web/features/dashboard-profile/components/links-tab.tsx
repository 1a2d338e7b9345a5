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
import {
  APPLICATION_LINK_HINT,
  ApplicationLinkFields,
} from "../../../components/agent-profile-form/link-fields";
import { dashboardProfileMessages as text } from "../messages";
import { ProfileTabShell } from "./profile-tab-shell";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

function LinksForm({ agent }: { agent: AgentProfileRecord }) {
  const { form, onSubmit } = useProfileTabForm<DashboardLinksInput, DashboardLinks>({
    schema: dashboardLinksSchema,
    values: (saved) => ({
      application_links: linkGroupValues(APPLICATION_LINK_KEYS, saved.application_links),
    }),
    agent,
    path: "/links",
    savedMessage: text.linksSaved,
    failedMessage: () => text.linksFailed,
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label="Application links">
      <FormSection
        title="Application links"
        description={`${text.linksDescription} ${APPLICATION_LINK_HINT}`}
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
