import { useFormContext, useWatch } from "react-hook-form";
import { Controller } from "react-hook-form";
import { toProfileSlug } from "../../../../domain/profile-slug";
import {
  SEO_META_DESCRIPTION_MAX_LENGTH,
  SEO_META_TITLE_MAX_LENGTH,
  type AgentProfileInput,
} from "../../../../domain/schemas/agents-admin";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { AgentFormField, FormSection, type AgentFieldName } from "./agent-form-field";

export function ContactSection() {
  return (
    <FormSection title="Contact">
      <AgentFormField name="name" label="Full name" />
      <AgentFormField name="email" label="Email" type="email" hint="Shown on the public page." />
      <AgentFormField name="phone" label="Phone" type="tel" />
      <AgentFormField name="crm_email" label="CRM email" type="email" hint="Private; never shown publicly." />
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

const SOCIAL: [AgentFieldName, string][] = [
  ["social_links.facebook", "Facebook"],
  ["social_links.instagram", "Instagram"],
  ["social_links.youtube", "YouTube"],
  ["social_links.linkedin", "LinkedIn"],
  ["social_links.website", "Website"],
];

const APPLICATION: [AgentFieldName, string][] = [
  ["application_links.apply", "Apply"],
  ["application_links.contact_form", "Contact form"],
  ["application_links.rate_quote", "Rate quote"],
  ["application_links.scheduler", "Scheduler"],
  ["application_links.newsletter", "Newsletter"],
];

const LINK_HINT = "A web address (https://…) or a path on this site (/contact).";

export function LinkSections() {
  return (
    <>
      <FormSection title="Social links">
        {SOCIAL.map(([name, label]) => (
          <AgentFormField key={name} name={name} label={label} type="url" />
        ))}
      </FormSection>
      <FormSection title="Application links" description={LINK_HINT}>
        {APPLICATION.map(([name, label]) => (
          <AgentFormField key={name} name={name} label={label} />
        ))}
      </FormSection>
    </>
  );
}

function characters(value: unknown, max: number): string {
  const length = typeof value === "string" ? value.trim().length : 0;
  return `${length}/${max} characters`;
}

export function SeoSection() {
  const { control } = useFormContext<AgentProfileInput>();
  const [title, description] = useWatch({
    control,
    name: ["seo_settings.meta_title", "seo_settings.meta_description"],
  });
  return (
    <FormSection title="SEO">
      <AgentFormField
        name="seo_settings.meta_title"
        label="Meta title"
        hint={<span aria-live="polite">{characters(title, SEO_META_TITLE_MAX_LENGTH)}</span>}
      />
      <AgentFormField name="seo_settings.meta_keywords" label="Meta keywords" />
      <AgentFormField
        name="seo_settings.meta_description"
        label="Meta description"
        rows={3}
        className="sm:col-span-2"
        hint={<span aria-live="polite">{characters(description, SEO_META_DESCRIPTION_MAX_LENGTH)}</span>}
      />
      <AgentFormField name="seo_settings.og_image" label="Social sharing image (og:image)" type="url" />
    </FormSection>
  );
}

export function PublicUrlSection() {
  const { control } = useFormContext<AgentProfileInput>();
  const slug = useWatch({ control, name: "profile_slug" });
  const preview = toProfileSlug(typeof slug === "string" ? slug : "");
  return (
    <FormSection title="Public URL slug" columns={false}>
      <AgentFormField
        name="profile_slug"
        label="Profile slug"
        hint={`Lowercase letters and digits only. The page will be /agent/${preview || "…"}`}
      />
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
