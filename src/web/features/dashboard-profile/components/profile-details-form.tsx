import { useWatch } from "react-hook-form";
import {
  dashboardProfileSchema,
  type DashboardProfile,
  type DashboardProfileInput,
} from "../../../../domain/schemas/dashboard-profile";
import { AgentBioText } from "../../../components/agent-profile/agent-bio-text";
import { AgentFormField, FormSection } from "../../../components/agent-profile-form/agent-form-field";
import { EmailLanguageField } from "../../../components/agent-profile-form/email-language-field";
import { TimeZoneField } from "../../../components/agent-profile-form/time-zone-field";
import type { AgentProfileRecord } from "../../../components/agent-profile-form/agent-profile-record";
import { useT } from "../../../i18n/use-t";
import { PictureField } from "./picture-field";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

function profileValues(agent: AgentProfileRecord): DashboardProfileInput {
  return {
    name: agent.name,
    phone: agent.phone ?? "",
    licence_number: agent.licence_number ?? "",
    bio: agent.bio ?? "",
    calendly_link: agent.calendly_link ?? "",
    crm_email: agent.crm_email ?? "",
    contact_details: { address: agent.contact_details.address ?? "" },
    headshot_url: agent.headshot_url ?? "",
    banner_image_url: agent.banner_image_url ?? "",
    preferred_language: agent.preferred_language,
    time_zone: agent.time_zone,
  };
}

/** The bio as the public page will render it, while it is typed. */
function BioPreview() {
  const t = useT();
  const [name, bio] = useWatch<DashboardProfileInput, ["name", "bio"]>({ name: ["name", "bio"] });
  return (
    <section
      aria-labelledby="bio-preview-title"
      className="rounded-lg border border-dashed border-border bg-muted/40 p-4"
    >
      <h4 id="bio-preview-title" className="mb-3 text-sm font-semibold text-muted-foreground">
        {t("dashboard.profile.bioPreview")}
      </h4>
      <AgentBioText name={name?.trim() || t("dashboard.profile.yourName")} bio={bio} />
    </section>
  );
}

/** Profile tab: Full Name (required), Phone Number, Bio, Calendly Link (spec section 2), and the rest of it. */
export function ProfileDetailsForm({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const { form, onSubmit } = useProfileTabForm<DashboardProfileInput, DashboardProfile>({
    schema: dashboardProfileSchema,
    values: profileValues,
    agent,
    path: "",
    savedMessage: t("dashboard.profile.profileSaved"),
    failedMessage: () => t("dashboard.profile.profileFailed"),
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label={t("dashboard.profile.formLabel")}>
      <FormSection title={t("dashboard.profile.contact")}>
        <AgentFormField name="name" label={t("dashboard.profile.fullName")} />
        <AgentFormField name="phone" label={t("dashboard.profile.phone")} type="tel" />
        <AgentFormField
          name="licence_number"
          label={t("dashboard.profile.licenceNumber")}
          hint={t("dashboard.profile.licenceNumberHint")}
        />
        <AgentFormField
          name="calendly_link"
          label={t("dashboard.profile.calendly")}
          type="url"
          hint={t("dashboard.profile.calendlyHint")}
        />
        <AgentFormField
          name="crm_email"
          label={t("dashboard.profile.crmEmail")}
          type="email"
          hint={t("dashboard.profile.crmEmailHint")}
        />
        <AgentFormField
          name="contact_details.address"
          label={t("dashboard.profile.address")}
          rows={2}
          className="sm:col-span-2"
        />
        <EmailLanguageField hint={t("dashboard.profile.emailLanguageHint")} />
        <TimeZoneField current={agent.time_zone} hint={t("dashboard.profile.timeZoneHint")} />
      </FormSection>
      <FormSection title={t("dashboard.profile.bio")} columns={false}>
        <div className="grid gap-4 lg:grid-cols-2">
          <AgentFormField
            name="bio"
            label={t("dashboard.profile.bio")}
            rows={8}
            hint={t("dashboard.profile.bioHint")}
          />
          <BioPreview />
        </div>
      </FormSection>
      <FormSection title={t("dashboard.profile.pictures")} description={t("dashboard.profile.picturesNote")}>
        <PictureField
          name="headshot_url"
          kind="headshot"
          label={t("dashboard.profile.headshot")}
          failureMessage={t("dashboard.profile.headshotFailed")}
        />
        <PictureField
          name="banner_image_url"
          kind="banner"
          label={t("dashboard.profile.banner")}
          failureMessage={t("dashboard.profile.bannerFailed")}
        />
      </FormSection>
    </TabForm>
  );
}
