import { useLayoutEffect, useRef } from "react";
import type { ChatMessage } from "../../../domain/schemas/chat";
import { CHAT_SUGGESTIONS } from "../../../domain/chat/suggestions";
import { Markdown } from "../../components/ui/markdown";
import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";

/** The shared markdown styles are for articles; a chat bubble wants them tighter and smaller. */
const BUBBLE_MARKDOWN =
  "text-sm [&_h2]:mt-3 [&_h2]:text-base [&_h3]:mt-3 [&_h3]:text-sm [&_li]:leading-6 [&_ol]:mt-2 [&_ol]:space-y-1 [&_ol]:pl-5 [&_p]:mt-2 [&_p]:leading-6 [&_pre]:mt-2 [&_pre]:p-2 [&_ul]:mt-2 [&_ul]:space-y-1 [&_ul]:pl-5";

function Bubble({ message, live = true }: { message: ChatMessage; live?: boolean }) {
  const t = useT();
  const fromVisitor = message.role === "user";
  return (
    <div
      className={cn(
        "max-w-[85%] rounded-2xl px-3.5 py-2.5 break-words",
        fromVisitor
          ? "self-end rounded-br-sm bg-primary text-sm text-primary-foreground"
          : "self-start rounded-bl-sm bg-muted",
      )}
      data-role={message.role}
      aria-hidden={live ? undefined : true}
    >
      <span className="sr-only">{fromVisitor ? t("chat.visitorName") : t("chat.assistantName")}: </span>
      {fromVisitor ? (
        <p className="whitespace-pre-wrap">{message.content}</p>
      ) : (
        <Markdown className={BUBBLE_MARKDOWN}>{message.content}</Markdown>
      )}
    </div>
  );
}

function ThinkingIndicator() {
  const t = useT();
  return (
    <div className="flex items-center gap-2 self-start rounded-2xl rounded-bl-sm bg-muted px-3.5 py-2.5 text-sm text-muted-foreground">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-primary/70"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {t("chat.thinking")}
    </div>
  );
}

const REPLY_TOP_GAP_PX = 16;

/**
 * Where the list scrolls as it changes: to the end for the visitor's own question and the thinking
 * dots, but a reply from Vayu stops at its first line, so a long answer is read from its start
 * instead of chasing its end while it streams.
 */
function replyScrollTop(scroller: HTMLElement) {
  const end = scroller.scrollHeight - scroller.clientHeight;
  const bubbles = scroller.querySelectorAll<HTMLElement>("[data-role]");
  const last = bubbles[bubbles.length - 1];
  if (!last || last.dataset.role !== "assistant") return end;
  const replyTop =
    last.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  return Math.min(end, Math.max(0, replyTop - REPLY_TOP_GAP_PX));
}

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  pending: ChatMessage | null;
  streamed: string;
  /** Offered while only the greeting is there; a click sends the question. */
  onSuggestion: ((question: string) => void) | null;
}

export function ChatMessageList({ messages, pending, streamed, onSuggestion }: ChatMessageListProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const thinking = pending !== null && streamed === "";
  // The waiting question keeps its place (and key) when it joins the stored messages.
  const shown = pending ? [...messages, pending] : messages;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = replyScrollTop(element);
  }, [messages, pending, streamed]);

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={t("chat.historyLabel")}
      tabIndex={0}
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <div
        role="log"
        aria-live="polite"
        aria-label={t("chat.conversationLabel")}
        className="flex flex-col gap-3"
      >
        {shown.map((message, index) => (
          <Bubble key={index} message={message} />
        ))}
        {/* The growing reply is not announced piece by piece; the finished one is, as a new message. */}
        {pending && streamed && (
          <Bubble key="streamed" message={{ role: "assistant", content: streamed }} live={false} />
        )}
        {thinking && <ThinkingIndicator />}
      </div>
      {onSuggestion && (
        <div
          role="group"
          aria-label={t("chat.suggestionsLabel")}
          className="mt-4 flex flex-col items-end gap-2"
        >
          {CHAT_SUGGESTIONS.map(({ messageId }) => t(messageId)).map((question) => (
            <button
              key={question}
              type="button"
              onClick={() => onSuggestion(question)}
              className="rounded-full border border-primary/30 bg-background px-3.5 py-1.5 text-left text-sm font-medium text-primary transition-colors hover:bg-primary hover:text-primary-foreground"
            >
              {question}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
