import {
  dashboardSeoSchema,
  type DashboardSeo,
  type DashboardSeoInput,
} from "../../../../domain/schemas/dashboard-profile";
import { FormSection } from "../../../components/agent-profile-form/agent-form-field";
import {
  seoValues,
  type AgentProfileRecord,
} from "../../../components/agent-profile-form/agent-profile-record";
import { SeoFields } from "../../../components/agent-profile-form/seo-fields";
import { useT } from "../../../i18n/use-t";
import { PictureField } from "./picture-field";
import { ProfileTabShell } from "./profile-tab-shell";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

function SeoForm({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const { form, onSubmit } = useProfileTabForm<DashboardSeoInput, DashboardSeo>({
    schema: dashboardSeoSchema,
    values: (saved) => ({ seo_settings: seoValues(saved.seo_settings) }),
    agent,
    path: "/seo",
    savedMessage: t("dashboard.profile.seoSaved"),
    failedMessage: () => t("dashboard.profile.seoFailed"),
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label={t("dashboard.profile.seoLabel")}>
      <FormSection
        title={t("dashboard.profile.seoTitle")}
        description={t("dashboard.profile.seoDescription")}
      >
        <SeoFields
          ogImage={
            <PictureField
              name="seo_settings.og_image"
              kind="og"
              label={t("dashboard.profile.ogImage")}
              failureMessage={t("dashboard.profile.imageFailed")}
            />
          }
        />
      </FormSection>
    </TabForm>
  );
}

/** SEO: meta title (60) and description (160) with counters, keywords and the sharing image. */
export function SeoTab() {
  return <ProfileTabShell>{(agent) => <SeoForm agent={agent} />}</ProfileTabShell>;
}
