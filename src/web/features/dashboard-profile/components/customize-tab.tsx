import { useWatch } from "react-hook-form";
import {
  dashboardCustomizeSchema,
  type DashboardCustomize,
  type DashboardCustomizeInput,
} from "../../../../domain/schemas/dashboard-profile";
import { AgentBadges, AgentLogo } from "../../../components/agent-profile/agent-marks";
import { FormSection } from "../../../components/agent-profile-form/agent-form-field";
import type { AgentProfileRecord } from "../../../components/agent-profile-form/agent-profile-record";
import { useT } from "../../../i18n/use-t";
import { PagePreview } from "./page-preview";
import { PictureField } from "./picture-field";
import { ProfileTabShell } from "./profile-tab-shell";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

function customizeValues(agent: AgentProfileRecord): DashboardCustomizeInput {
  return {
    custom_background_image: agent.custom_background_image ?? "",
    agent_logo_url: agent.agent_logo_url ?? "",
    badge_1_url: agent.badge_1_url ?? "",
    badge_2_url: agent.badge_2_url ?? "",
  };
}

function CustomizePreview({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const values = useWatch<DashboardCustomizeInput>() as DashboardCustomizeInput;
  return (
    <PagePreview
      title={t("dashboard.profile.heroPreview")}
      agent={{ ...agent, custom_background_image: values.custom_background_image }}
    >
      {(values.agent_logo_url || values.badge_1_url || values.badge_2_url) && (
        <>
          <AgentLogo name={agent.name} url={values.agent_logo_url} />
          <AgentBadges name={agent.name} urls={[values.badge_1_url, values.badge_2_url]} />
        </>
      )}
    </PagePreview>
  );
}

function CustomizeForm({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const { form, onSubmit } = useProfileTabForm<DashboardCustomizeInput, DashboardCustomize>({
    schema: dashboardCustomizeSchema,
    values: customizeValues,
    agent,
    path: "/customize",
    savedMessage: t("dashboard.profile.customizeSaved"),
    failedMessage: () => t("dashboard.profile.customizeFailed"),
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label={t("dashboard.profile.customizeLabel")}>
      <FormSection title={t("dashboard.profile.backgroundAndLogo")}>
        <PictureField
          name="custom_background_image"
          kind="background"
          label={t("dashboard.profile.background")}
          failureMessage={t("dashboard.profile.imageFailed")}
        />
        <PictureField
          name="agent_logo_url"
          kind="logo"
          label={t("dashboard.profile.logo")}
          failureMessage={t("dashboard.profile.imageFailed")}
        />
      </FormSection>
      <FormSection title={t("dashboard.profile.badges")} description={t("dashboard.profile.badgesNote")}>
        <PictureField
          name="badge_1_url"
          kind="badge1"
          label={t("dashboard.profile.badge1")}
          failureMessage={t("dashboard.profile.imageFailed")}
        />
        <PictureField
          name="badge_2_url"
          kind="badge2"
          label={t("dashboard.profile.badge2")}
          failureMessage={t("dashboard.profile.imageFailed")}
        />
      </FormSection>
      <CustomizePreview agent={agent} />
    </TabForm>
  );
}

/** Customize Page: background, logo and at most two professional badges, with a preview of the page. */
export function CustomizeTab() {
  return <ProfileTabShell>{(agent) => <CustomizeForm agent={agent} />}</ProfileTabShell>;
}
