import { Controller, useFormContext } from "react-hook-form";
import type { AgentProfileInput } from "../../../../domain/schemas/agents-admin";
import { AgentFormField, FormSection } from "../../../components/agent-profile-form/agent-form-field";
import {
  APPLICATION_LINK_HINT,
  ApplicationLinkFields,
  SocialLinkFields,
} from "../../../components/agent-profile-form/link-fields";
import { ProfileSlugField } from "../../../components/agent-profile-form/profile-slug-field";
import { SeoFields } from "../../../components/agent-profile-form/seo-fields";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { adminAgentsMessages as text } from "../messages";

export function ContactSection() {
  return (
    <FormSection title="Contact">
      <AgentFormField name="name" label="Full name" />
      <AgentFormField name="email" label="Email" type="email" hint="Shown on the public page." />
      <AgentFormField name="phone" label="Phone" type="tel" />
      <AgentFormField name="crm_email" label="CRM email" type="email" hint="Private; never shown publicly." />
      <AgentFormField name="licence_number" label={text.licenceNumber} hint={text.licenceNumberHint} />
    </FormSection>
  );
}

export function BioSection() {
  return (
    <FormSection title="Bio & links">
      <AgentFormField name="bio" label="Bio" rows={5} className="sm:col-span-2" />
      <AgentFormField name="calendly_link" label="Calendly link" type="url" hint="For Book Appointment." />
    </FormSection>
  );
}

export function LinkSections() {
  return (
    <>
      <FormSection title="Social links">
        <SocialLinkFields />
      </FormSection>
      <FormSection title="Application links" description={APPLICATION_LINK_HINT}>
        <ApplicationLinkFields />
      </FormSection>
    </>
  );
}

export function SeoSection() {
  return (
    <FormSection title="SEO">
      <SeoFields />
    </FormSection>
  );
}

export function PublicUrlSection() {
  return (
    <FormSection title="Public URL slug" columns={false}>
      <ProfileSlugField />
    </FormSection>
  );
}

export function AddressSection() {
  return (
    <FormSection title="Address" columns={false}>
      <AgentFormField name="contact_details.address" label="Office address" rows={2} />
    </FormSection>
  );
}

export function ActiveField() {
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
            <Label htmlFor="agent-is-active">Active</Label>
            <p id="agent-is-active-hint" className="text-sm text-muted-foreground">
              An inactive agent&apos;s public page is hidden and their sign-in no longer opens the dashboard.
            </p>
          </div>
        </div>
      )}
    />
  );
}
