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
import { ChatTranscript, type ChatMessage } from "./chat-transcript";

/** How long the chat-history toast stays up: the spec says 10 seconds. */
const CHAT_TOAST_DURATION_MS = 10_000;

interface ChatHistoryDialogProps {
  clientName: string;
  messages: ChatMessage[];
}

/**
 * The stored conversation of a chatbot lead, opened from the lists.
 */
export function ChatHistoryDialog({ clientName, messages }: ChatHistoryDialogProps) {
  const t = useT();
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
        <ChatTranscript messages={messages} />
      </DialogContent>
    </Dialog>
  );
}
