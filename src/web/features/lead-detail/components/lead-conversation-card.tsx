import type { LeadDetailLead } from "../../../../domain/lead-detail";
import { useT } from "../../../i18n/use-t";
import { cn } from "../../../lib/cn";
import { DetailSection } from "./detail-section";

/**
 * A chatbot lead's whole conversation, on the page rather than in the lists' dialog: the lead's story is
 * read here. Plain text, as the client typed it (React escapes it).
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
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("back-office.leads.chatEmpty")}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" aria-label={t("back-office.leads.chatMessages")}>
          {messages.map((message, index) => (
            <li
              key={index}
              className={cn(
                "max-w-[90%] rounded-xl px-3 py-2 text-sm",
                message.role === "user"
                  ? "self-end bg-primary text-primary-foreground"
                  : "self-start bg-muted text-foreground",
              )}
            >
              <p className="text-xs font-semibold opacity-80">
                {message.role === "user" ? t("back-office.leads.speakerClient") : "Vayu"}
              </p>
              <p className="mt-0.5 break-words whitespace-pre-wrap">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
