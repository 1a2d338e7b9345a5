import { useWatch } from "react-hook-form";
import { SOCIAL_LINK_KEYS } from "../../../../domain/schemas/agents-admin";
import {
  dashboardSocialSchema,
  type DashboardSocial,
  type DashboardSocialInput,
} from "../../../../domain/schemas/dashboard-profile";
import { FormSection } from "../../../components/agent-profile-form/agent-form-field";
import {
  linkGroupValues,
  type AgentProfileRecord,
} from "../../../components/agent-profile-form/agent-profile-record";
import { SocialLinkFields } from "../../../components/agent-profile-form/link-fields";
import { ProfileSocialLinks } from "../../../components/agent-profile/profile-social-links";
import { useT } from "../../../i18n/use-t";
import { ProfileTabShell } from "./profile-tab-shell";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

function IconPreview({ name }: { name: string }) {
  const t = useT();
  const links = useWatch<DashboardSocialInput, "social_links">({ name: "social_links" });
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2" inert>
      <p className="text-sm text-muted-foreground">{t("dashboard.profile.pageShows")}</p>
      <ProfileSocialLinks name={name} links={links ?? {}} />
    </div>
  );
}

function SocialForm({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const { form, onSubmit } = useProfileTabForm<DashboardSocialInput, DashboardSocial>({
    schema: dashboardSocialSchema,
    values: (saved) => ({ social_links: linkGroupValues(SOCIAL_LINK_KEYS, saved.social_links) }),
    agent,
    path: "/social",
    savedMessage: t("dashboard.profile.socialSaved"),
    failedMessage: () => t("dashboard.profile.socialFailed"),
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label={t("dashboard.profile.socialLinks")}>
      <FormSection
        title={t("dashboard.profile.socialLinks")}
        description={t("dashboard.profile.socialDescription")}
      >
        <SocialLinkFields />
        <IconPreview name={agent.name} />
      </FormSection>
    </TabForm>
  );
}

/** Social: facebook, instagram, youtube, linkedin and website (spec section 3), web addresses only. */
export function SocialTab() {
  return <ProfileTabShell>{(agent) => <SocialForm agent={agent} />}</ProfileTabShell>;
}
