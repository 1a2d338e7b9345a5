import { useRef } from "react";
import { Loader2, Sparkles } from "lucide-react";
import { toast } from "../../lib/toast";
import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";
import { useLazyDialog } from "../../lib/use-lazy-dialog";
import type { ChatDialogProps } from "./chat-dialog";

/**
 * The Try AI button, in a slim bar along the bottom edge of every public page. A button floating
 * over the page would sooner or later sit on a control or a figure as the visitor scrolls; in its own
 * bar it covers nothing: the layout keeps the bar's height free at the end of the page, and other bars
 * along the bottom (the broker's contact shortcuts) stand on top of it.
 * The chat itself (dialog, markdown, request code) is a separate chunk, fetched the first time the
 * button is pressed, so pages don't pay for it until a visitor wants it.
 */
export function ChatLauncher() {
  const t = useT();
  const {
    Dialog: ChatDialog,
    open,
    setOpen,
    openDialog: openChat,
    loading,
  } = useLazyDialog<ChatDialogProps>(
    () => import("./chat-dialog").then((chunk) => chunk.ChatDialog),
    () => toast.error(t("chat.loadFailed")),
  );
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <div
        data-testid="chat-dock"
        className="fixed inset-x-0 bottom-0 z-40 h-dock border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
      >
        <div className="mx-auto flex h-full max-w-content items-center justify-end px-4 sm:px-6">
          <button
            ref={button}
            type="button"
            onClick={openChat}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-busy={loading || undefined}
            data-testid="chat-launcher"
            className={cn(
              "on-dark inline-flex h-11 items-center gap-2 rounded-full bg-primary pr-5 pl-4 text-sm font-semibold text-primary-foreground shadow-md transition-colors hover:bg-primary-hover",
              loading && "cursor-progress",
            )}
          >
            {loading ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="size-5" />
            )}
            {t("chat.openButton")}
          </button>
        </div>
      </div>
      {ChatDialog && <ChatDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
