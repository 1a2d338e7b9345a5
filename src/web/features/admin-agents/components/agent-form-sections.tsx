import { Controller, useFormContext } from "react-hook-form";
import type { AgentProfileInput } from "../../../../domain/schemas/agents-admin";
import { AgentFormField, FormSection } from "../../../components/agent-profile-form/agent-form-field";
import { EmailLanguageField } from "../../../components/agent-profile-form/email-language-field";
import { TimeZoneField } from "../../../components/agent-profile-form/time-zone-field";
import {
  APPLICATION_LINK_HINT,
  ApplicationLinkFields,
  SocialLinkFields,
} from "../../../components/agent-profile-form/link-fields";
import { ProfileSlugField } from "../../../components/agent-profile-form/profile-slug-field";
import { SeoFields } from "../../../components/agent-profile-form/seo-fields";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { useT } from "../../../i18n/use-t";

export function ContactSection() {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionContact")}>
      <AgentFormField name="name" label={t("admin.agents.fullName")} />
      <AgentFormField
        name="email"
        label={t("admin.agents.email")}
        type="email"
        hint={t("admin.agents.emailHint")}
      />
      <AgentFormField name="phone" label={t("admin.agents.phone")} type="tel" />
      <AgentFormField
        name="crm_email"
        label={t("admin.agents.crmEmail")}
        type="email"
        hint={t("admin.agents.crmEmailHint")}
      />
      <AgentFormField
        name="licence_number"
        label={t("admin.agents.licenceNumber")}
        hint={t("admin.agents.licenceNumberHint")}
      />
    </FormSection>
  );
}

export function BioSection() {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionBio")}>
      <AgentFormField name="bio" label={t("admin.agents.bio")} rows={5} className="sm:col-span-2" />
      <AgentFormField
        name="calendly_link"
        label={t("admin.agents.calendlyLink")}
        type="url"
        hint={t("admin.agents.calendlyHint")}
      />
    </FormSection>
  );
}

export function LinkSections() {
  const t = useT();
  return (
    <>
      <FormSection title={t("admin.agents.sectionSocial")}>
        <SocialLinkFields />
      </FormSection>
      <FormSection title={t("admin.agents.sectionApplication")} description={APPLICATION_LINK_HINT}>
        <ApplicationLinkFields />
      </FormSection>
    </>
  );
}

export function SeoSection() {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionSeo")}>
      <SeoFields />
    </FormSection>
  );
}

export function PublicUrlSection() {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionPublicUrl")} columns={false}>
      <ProfileSlugField />
    </FormSection>
  );
}

export function AddressSection() {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionAddress")} columns={false}>
      <AgentFormField name="contact_details.address" label={t("admin.agents.officeAddress")} rows={2} />
    </FormSection>
  );
}

/** The language of the broker's e-mails and the zone their morning follow-ups e-mail is timed by. */
export function EmailSettingsSection({ timeZone }: { timeZone: string }) {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionEmails")}>
      <EmailLanguageField hint={t("admin.agents.emailLanguageHint")} />
      <TimeZoneField current={timeZone} hint={t("admin.agents.timeZoneHint")} />
    </FormSection>
  );
}

export function ActiveField() {
  const t = useT();
  const { control } = useFormContext<AgentProfileInput>();
  return (
    <Controller
      control={control}
      name="is_active"
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-xl border border-border p-4">
          <Checkbox
            id="agent-is-active"
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby="agent-is-active-hint"
          />
          <div className="grid gap-1">
            <Label htmlFor="agent-is-active">{t("admin.common.active")}</Label>
            <p id="agent-is-active-hint" className="text-sm text-muted-foreground">
              {t("admin.agents.activeHint")}
            </p>
          </div>
        </div>
      )}
    />
  );
}
