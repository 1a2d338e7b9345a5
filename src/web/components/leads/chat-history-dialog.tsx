import { toast } from "../../lib/toast";
import { MessageSquare } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { Button } from "../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../ui/dialog";
import { cn } from "../../lib/cn";

/** How long the chat-history toast stays up: the spec says 10 seconds. */
const CHAT_TOAST_DURATION_MS = 10_000;

export interface ChatMessage {
  role: string;
  content: string;
}

interface ChatHistoryDialogProps {
  clientName: string;
  messages: ChatMessage[];
}

/**
 * The stored conversation of a chatbot lead. Messages are rendered as plain text (React escapes them),
 * never as HTML, since the client typed them.
 */
export function ChatHistoryDialog({ clientName, messages }: ChatHistoryDialogProps) {
  const t = useT();
  const speaker = (role: string) => {
    if (role === "assistant") return "Vayu";
    if (role === "user") return t("back-office.leads.speakerClient");
    return role;
  };
  return (
    <Dialog
      onOpenChange={(open) => {
        if (open) {
          toast(t("back-office.leads.chatLoaded"), {
            id: "chat-history-loaded",
            duration: CHAT_TOAST_DURATION_MS,
          });
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MessageSquare aria-hidden="true" />
          {t("back-office.leads.viewConversation")}
          <span className="sr-only"> {t("back-office.leads.conversationWith", { clientName })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("back-office.leads.chatTitle")}</DialogTitle>
          <DialogDescription>
            {t("back-office.leads.chatDescription", { clientName, count: messages.length })}
          </DialogDescription>
        </DialogHeader>
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("back-office.leads.chatEmpty")}</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={t("back-office.leads.chatMessages")}>
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
        )}
      </DialogContent>
    </Dialog>
  );
}
