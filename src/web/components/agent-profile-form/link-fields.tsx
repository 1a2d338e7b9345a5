import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import { AgentFormField, type AgentFieldName } from "./agent-form-field";

/** Spec section 3's social_links, in the order the public page shows its icons. */
export const SOCIAL_LINK_FIELDS: readonly [AgentFieldName, MessageId][] = [
  ["social_links.facebook", "back-office.agentForm.social.facebook"],
  ["social_links.instagram", "back-office.agentForm.social.instagram"],
  ["social_links.youtube", "back-office.agentForm.social.youtube"],
  ["social_links.linkedin", "back-office.agentForm.social.linkedin"],
  ["social_links.website", "back-office.agentForm.social.website"],
];

/** Spec section 3's application_links, with the newsletter link the public profile reads. */
export const APPLICATION_LINK_FIELDS: readonly [AgentFieldName, MessageId][] = [
  ["application_links.apply", "back-office.agentForm.link.apply"],
  ["application_links.contact_form", "back-office.agentForm.link.contact_form"],
  ["application_links.rate_quote", "back-office.agentForm.link.rate_quote"],
  ["application_links.scheduler", "back-office.agentForm.link.scheduler"],
  ["application_links.newsletter", "back-office.agentForm.link.newsletter"],
];

/**
 * The English of back-office.agentForm.linkHint, for a form not yet saying it through the
 * catalogue; say the message instead.
 */
export const APPLICATION_LINK_HINT = "A web address (https://…) or a path on this site (/contact).";

/** The social link inputs of a form holding `social_links`. */
export function SocialLinkFields() {
  const t = useT();
  return SOCIAL_LINK_FIELDS.map(([name, label]) => (
    <AgentFormField key={name} name={name} label={t(label)} type="url" />
  ));
}

/** The application link inputs of a form holding `application_links`. */
export function ApplicationLinkFields() {
  const t = useT();
  return APPLICATION_LINK_FIELDS.map(([name, label]) => (
    <AgentFormField key={name} name={name} label={t(label)} />
  ));
}
