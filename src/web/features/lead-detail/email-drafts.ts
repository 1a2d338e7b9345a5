import type { LeadDetailLead } from "../../../domain/lead-detail";
import type { LeadEmailTemplate } from "../../../domain/schemas/lead-workspace";
import type { Translate } from "../../../i18n/translate";

/** How the e-mail greets the client: the first name the contact form asked for, else the name's first word. */
export function clientFirstName(lead: Pick<LeadDetailLead, "client_name" | "metadata">): string {
  const asked = lead.metadata.first_name;
  if (typeof asked === "string" && asked.trim() !== "") return asked.trim();
  return lead.client_name.trim().split(/\s+/)[0] ?? "";
}

/** A saved e-mail's subject and message (dashboard catalogue), with the client's and the broker's names. */
export function leadEmailDraft(
  template: LeadEmailTemplate,
  names: { firstName: string; brokerName: string },
  t: Translate,
): { subject: string; body: string } {
  return {
    subject: t(`dashboard.leadEmail.template.${template}.subject`, names),
    body: t(`dashboard.leadEmail.template.${template}.body`, names),
  };
}
