import { useWatch } from "react-hook-form";
import {
  dashboardProfileSchema,
  type DashboardProfile,
  type DashboardProfileInput,
} from "../../../../domain/schemas/dashboard-profile";
import { AgentBioText } from "../../../components/agent-profile/agent-bio-text";
import { AgentFormField, FormSection } from "../../../components/agent-profile-form/agent-form-field";
import type { AgentProfileRecord } from "../../../components/agent-profile-form/agent-profile-record";
import { dashboardProfileMessages as text } from "../messages";
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
  };
}

/** The bio as the public page will render it, while it is typed. */
function BioPreview() {
  const [name, bio] = useWatch<DashboardProfileInput, ["name", "bio"]>({ name: ["name", "bio"] });
  return (
    <section
      aria-labelledby="bio-preview-title"
      className="rounded-lg border border-dashed border-border bg-muted/40 p-4"
    >
      <h4 id="bio-preview-title" className="mb-3 text-sm font-semibold text-muted-foreground">
        {text.bioPreview}
      </h4>
      <AgentBioText name={name?.trim() || "Your name"} bio={bio} />
    </section>
  );
}

/** Profile tab: Full Name (required), Phone Number, Bio, Calendly Link (spec section 2), and the rest of it. */
export function ProfileDetailsForm({ agent }: { agent: AgentProfileRecord }) {
  const { form, onSubmit } = useProfileTabForm<DashboardProfileInput, DashboardProfile>({
    schema: dashboardProfileSchema,
    values: profileValues,
    agent,
    path: "",
    savedMessage: text.profileSaved,
    failedMessage: () => text.profileFailed,
  });
  return (
    <TabForm form={form} onSubmit={onSubmit} label="Profile">
      <FormSection title="Contact">
        <AgentFormField name="name" label={text.fullName} />
        <AgentFormField name="phone" label={text.phone} type="tel" />
        <AgentFormField name="licence_number" label={text.licenceNumber} hint={text.licenceNumberHint} />
        <AgentFormField name="calendly_link" label={text.calendly} type="url" hint={text.calendlyHint} />
        <AgentFormField name="crm_email" label={text.crmEmail} type="email" hint={text.crmEmailHint} />
        <AgentFormField
          name="contact_details.address"
          label={text.address}
          rows={2}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title={text.bio} columns={false}>
        <div className="grid gap-4 lg:grid-cols-2">
          <AgentFormField name="bio" label={text.bio} rows={8} hint={text.bioHint} />
          <BioPreview />
        </div>
      </FormSection>
      <FormSection title="Pictures" description={text.picturesNote}>
        <PictureField
          name="headshot_url"
          kind="headshot"
          label={text.headshot}
          failureMessage={text.headshotFailed}
        />
        <PictureField
          name="banner_image_url"
          kind="banner"
          label={text.banner}
          failureMessage={text.bannerFailed}
        />
      </FormSection>
    </TabForm>
  );
}
