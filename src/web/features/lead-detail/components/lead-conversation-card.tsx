import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { useT } from "../../../i18n/use-t";
import { ChatTranscript } from "../../../components/leads/chat-transcript";
import { DetailSection } from "./detail-section";

/**
 * A chatbot lead's whole conversation, on the page rather than in the lists' dialog: the lead's story is
 * read here.
 */
export function LeadConversationCard({ lead }: { lead: LeadDetailLead }) {
  const t = useT();
  if (!lead.chat_history) return null;
  const messages = lead.chat_history;
  return (
    <DetailSection title={t("back-office.leads.chatTitle")}>
      <p className="text-sm text-muted-foreground">
        {t("back-office.leads.chatDescription", { clientName: lead.client_name, count: messages.length })}
      </p>
      <ChatTranscript messages={messages} className="mt-3" />
    </DetailSection>
  );
}
