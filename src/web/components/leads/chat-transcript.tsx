import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";

export interface ChatMessage {
  role: string;
  content: string;
}

/**
 * A chatbot lead's conversation, the client's messages on one side and Vayu's on the other. Plain text
 * (React escapes it), never HTML, since the client typed it. Shown in the lists' dialog and on the lead's
 * own page.
 */
export function ChatTranscript({ messages, className }: { messages: ChatMessage[]; className?: string }) {
  const t = useT();
  if (messages.length === 0) {
    return (
      <p className={cn("text-sm text-muted-foreground", className)}>{t("back-office.leads.chatEmpty")}</p>
    );
  }
  const speaker = (role: string) => {
    if (role === "assistant") return "Vayu";
    if (role === "user") return t("back-office.leads.speakerClient");
    return role;
  };
  return (
    <ol className={cn("flex flex-col gap-3", className)} aria-label={t("back-office.leads.chatMessages")}>
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
          <p className="text-xs font-semibold opacity-80">{speaker(message.role)}</p>
          <p className="mt-0.5 break-words whitespace-pre-wrap">{message.content}</p>
        </li>
      ))}
    </ol>
  );
}
