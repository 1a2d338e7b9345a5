import { AgentFormField, type AgentFieldName } from "./agent-form-field";

/** Spec section 3's social_links, in the order the public page shows its icons. */
export const SOCIAL_LINK_FIELDS: readonly [AgentFieldName, string][] = [
  ["social_links.facebook", "Facebook"],
  ["social_links.instagram", "Instagram"],
  ["social_links.youtube", "YouTube"],
  ["social_links.linkedin", "LinkedIn"],
  ["social_links.website", "Website"],
];

/** Spec section 3's application_links, with the newsletter link the public profile reads. */
export const APPLICATION_LINK_FIELDS: readonly [AgentFieldName, string][] = [
  ["application_links.apply", "Apply"],
  ["application_links.contact_form", "Contact form"],
  ["application_links.rate_quote", "Rate quote"],
  ["application_links.scheduler", "Scheduler"],
  ["application_links.newsletter", "Newsletter"],
];

export const APPLICATION_LINK_HINT = "A web address (https://…) or a path on this site (/contact).";

/** The social link inputs of a form holding `social_links`. */
export function SocialLinkFields() {
  return SOCIAL_LINK_FIELDS.map(([name, label]) => (
    <AgentFormField key={name} name={name} label={label} type="url" />
  ));
}

/** The application link inputs of a form holding `application_links`. */
export function ApplicationLinkFields() {
  return APPLICATION_LINK_FIELDS.map(([name, label]) => (
    <AgentFormField key={name} name={name} label={label} />
  ));
}
