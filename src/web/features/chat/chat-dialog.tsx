import { useId, useRef, type RefObject } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Bot, Trash2, X } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { PrivacyNotice } from "../../components/legal/privacy-notice";
import { useT } from "../../i18n/use-t";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { useChat } from "./use-chat";

const HEADER_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-lg text-primary-foreground transition-colors hover:bg-white/15 [&_svg]:size-5";

function ClearChatButton({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  return (
    <AlertDialog>
      <AlertDialogTrigger
        className={HEADER_BUTTON}
        aria-label={t("chat.clearButton")}
        title={t("chat.clearButton")}
      >
        <Trash2 aria-hidden="true" />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("chat.clearConfirmTitle")}</AlertDialogTitle>
          <AlertDialogDescription className="text-foreground">
            {t("chat.clearConfirm")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("chat.clearCancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("chat.clearConfirmAction")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Try AI button, which gets focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The Vayu chat: a modal dialog, nearly full-screen on a phone and a panel in the bottom-right corner
 * from the small breakpoint. It stays mounted while closed, so a reply still arriving is not lost.
 */
export function ChatDialog({ open, onOpenChange, returnFocusTo }: ChatDialogProps) {
  const t = useT();
  const chat = useChat();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const onlyGreeting = chat.messages.length === 1 && !chat.busy;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:bg-slate-950/20" />
        <DialogPrimitive.Content
          data-testid="chat-dialog"
          className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(600px,calc(100dvh-3rem))] sm:w-[400px]"
          onOpenAutoFocus={(event) => {
            // The visitor opened the chat to ask something: the message box, not the first header button.
            event.preventDefault();
            textarea.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <header className="on-dark flex items-start gap-3 bg-primary px-4 py-3 text-primary-foreground">
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 max-sm:hidden">
              <Bot aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-base leading-6 font-semibold">
                {t("chat.title")}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-xs leading-5 text-white/85">
                {t("chat.subtitle")}
              </DialogPrimitive.Description>
            </div>
            <div className="-mr-1 flex shrink-0 items-center gap-1">
              <ClearChatButton onConfirm={chat.clear} />
              <DialogPrimitive.Close
                aria-label={t("chat.closeLabel")}
                title={t("chat.closeLabel")}
                className={HEADER_BUTTON}
              >
                <X aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </header>
          <ChatMessageList
            messages={chat.messages}
            pending={chat.pending}
            streamed={chat.streamed}
            onSuggestion={onlyGreeting ? chat.askSuggestion : null}
          />
          {chat.error && (
            <p
              id={errorId}
              role="alert"
              className="border-t border-border bg-red-50 px-4 py-2 text-sm text-destructive"
            >
              {chat.error}
            </p>
          )}
          {chat.full && (
            <p role="status" className="border-t border-border bg-muted px-4 py-2 text-sm text-foreground">
              {t("chat.tooManyTurns")}
            </p>
          )}
          {onlyGreeting && <PrivacyNotice kind="chat" className="border-t border-border px-4 py-2" />}
          <ChatComposer
            value={chat.draft}
            onChange={chat.setDraft}
            onSend={chat.sendDraft}
            busy={chat.busy}
            blocked={chat.full}
            errorId={chat.error ? errorId : undefined}
            textareaRef={textarea}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
