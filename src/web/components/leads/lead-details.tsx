import { Mail, Phone } from "lucide-react";
import { teaser } from "../../../domain/text";
import { useT } from "../../i18n/use-t";
import { ShortDate } from "../data/short-date";
import { ChatHistoryDialog } from "./chat-history-dialog";
import type { ChatMessage } from "./chat-transcript";

/** The fields of a lead that every staff list shows (the admin's and an agent's own). */
export interface LeadSummary {
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  message: string | null;
  created_at: string;
  chat_history: ChatMessage[] | null;
}

/** How much of a lead's message the list shows; the full text is one click away in the conversation. */
export const MESSAGE_TEASER_LENGTH = 120;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The client's email and phone as links, one a line. */
export function LeadContactLinks({ lead }: { lead: LeadSummary }) {
  const t = useT();
  if (!lead.client_email && !lead.client_phone) {
    return <span className="text-sm text-muted-foreground">{t("back-office.notProvided")}</span>;
  }
  return (
    <ul className="flex min-w-0 flex-col gap-0.5 text-sm">
      {lead.client_email && (
        <li className="min-w-0">
          <a
            className="inline-flex max-w-full items-center gap-1.5 text-primary hover:underline"
            href={`mailto:${lead.client_email}`}
          >
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{lead.client_email}</span>
          </a>
        </li>
      )}
      {lead.client_phone && (
        <li>
          <a
            className="inline-flex items-center gap-1.5 whitespace-nowrap text-primary hover:underline"
            href={telHref(lead.client_phone)}
          >
            <Phone className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="tabular-nums">{lead.client_phone}</span>
          </a>
        </li>
      )}
    </ul>
  );
}

export function LeadMessageTeaser({ lead }: { lead: LeadSummary }) {
  if (!lead.message) return null;
  return (
    <p className="text-sm break-words text-muted-foreground" title={lead.message}>
      {teaser(lead.message, MESSAGE_TEASER_LENGTH)}
    </p>
  );
}

export function LeadReceived({ lead }: { lead: LeadSummary }) {
  return <ShortDate value={lead.created_at} />;
}

/** A chatbot lead's conversation; nothing for other leads. */
export function LeadConversation({ lead }: { lead: LeadSummary }) {
  if (!lead.chat_history) return null;
  return <ChatHistoryDialog clientName={lead.client_name} messages={lead.chat_history} />;
}
