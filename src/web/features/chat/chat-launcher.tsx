import { useRef } from "react";
import { Loader2, Sparkles } from "lucide-react";
import { toast } from "../../lib/toast";
import { chatMessages } from "../../../domain/messages";
import { cn } from "../../lib/cn";
import { useLazyDialog } from "../../lib/use-lazy-dialog";
import { useScrolledPast } from "../../lib/use-scrolled-past";
import type { ChatDialogProps } from "./chat-dialog";

/**
 * The floating Try AI button. The chat itself (dialog, markdown, request code) is a separate chunk,
 * fetched the first time the button is pressed, so pages don't pay for it until a visitor wants it.
 * On the broker profile below 1280px the contact shortcuts sit in a bar along the bottom edge; the
 * button then rises above it. Below 640px it shrinks to its icon once the visitor scrolls, so it
 * covers as little of a rates table as it can; the page's footer keeps room for it at the end.
 */
const COMPACT_AFTER_PX = 160;

export function ChatLauncher() {
  const {
    Dialog: ChatDialog,
    open,
    setOpen,
    openDialog: openChat,
    loading,
  } = useLazyDialog<ChatDialogProps>(
    () => import("./chat-dialog").then((chunk) => chunk.ChatDialog),
    () => toast.error(chatMessages.loadFailed),
  );
  const button = useRef<HTMLButtonElement>(null);
  const compact = useScrolledPast(COMPACT_AFTER_PX);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={openChat}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        data-testid="chat-launcher"
        data-compact={compact || undefined}
        className={cn(
          "on-dark fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-primary pr-5 pl-4 text-sm font-semibold text-primary-foreground shadow-lg ring-1 ring-white/20 transition-[background-color,bottom] hover:bg-primary-hover sm:right-6 sm:bottom-6",
          "max-xl:[body:has([data-contact-bar=bottom])_&]:bottom-20",
          compact && "max-sm:w-12 max-sm:justify-center max-sm:px-0",
          loading && "cursor-progress",
        )}
      >
        {loading ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="size-5" />
        )}
        <span className={cn(compact && "max-sm:sr-only")}>{chatMessages.openButton}</span>
      </button>
      {ChatDialog && <ChatDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
