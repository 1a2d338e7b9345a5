import { useId, type KeyboardEvent, type Ref } from "react";
import { SendHorizontal } from "lucide-react";
import { formatInteger } from "../../../domain/format";
import { CHAT_MESSAGE_MAX_CHARS } from "../../../domain/schemas/chat";
import { Button } from "../../components/ui/button";
import { useLocale, useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";

/** The counter appears once the visitor is this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_CHARS - 200;

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  busy: boolean;
  /** Sending is blocked (the conversation is full); typing still works. */
  blocked: boolean;
  /** The id of the message explaining why the last question was refused, if any. */
  errorId?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

export function ChatComposer({
  value,
  onChange,
  onSend,
  busy,
  blocked,
  errorId,
  textareaRef,
}: ChatComposerProps) {
  const t = useT();
  const locale = useLocale();
  const inputId = useId();
  const counterId = useId();
  const canSend = !busy && !blocked && value.trim().length > 0;
  const showCounter = value.length >= COUNTER_FROM;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter also confirms a word being composed with an input method; that Enter is not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229)
      return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form
      className="border-t border-border bg-background px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t("chat.inputLabel")}
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          readOnly={busy}
          aria-busy={busy || undefined}
          aria-describedby={
            [errorId, showCounter ? counterId : undefined].filter(Boolean).join(" ") || undefined
          }
          placeholder={busy ? t("chat.placeholderBusy") : t("chat.placeholder")}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-border bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground read-only:bg-muted sm:text-sm"
        />
        <Button
          type="submit"
          size="icon"
          className="rounded-xl"
          aria-label={t("chat.sendLabel")}
          disabled={!canSend}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {showCounter && (
        <p
          id={counterId}
          className={cn(
            "mt-1 text-right text-xs text-muted-foreground tabular-nums",
            value.length >= CHAT_MESSAGE_MAX_CHARS && "font-medium text-destructive",
          )}
        >
          {t("chat.charactersUsed", {
            count: formatInteger(value.length, locale),
            max: formatInteger(CHAT_MESSAGE_MAX_CHARS, locale),
          })}
        </p>
      )}
    </form>
  );
}
