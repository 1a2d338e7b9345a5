import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Pencil } from "lucide-react";
import { RATE_STEP, ratePercentSchema } from "../../../../domain/schemas/admin-rates";
import { RATE_PERCENT_MAX, RATE_PERCENT_MIN } from "../../../../domain/constants";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import type { AdminRate } from "../api/get-admin-rates";
import { useUpdateRate } from "../api/update-rate";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatRate, rateName } from "../format";

interface EditableRateCellProps {
  rate: AdminRate;
  field: "posted_rate" | "our_rate";
  className?: string;
}

/**
 * A rate edited in place (spec section 4): click or Enter opens a number input; Enter or leaving it
 * saves, Escape cancels. The value is checked with the server's own rule before it is sent.
 */
export function EditableRateCell({ rate, field, className }: EditableRateCellProps) {
  const t = useT();
  const locale = useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const update = useUpdateRate();
  const value = rate[field];
  const label = t(field === "posted_rate" ? "admin.rates.editPosted" : "admin.rates.editOurs", {
    rate: rateName(rate, t, locale),
  });
  const errorId = `${rate.id}-${field}-error`;

  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [draft]);

  const close = (byKeyboard: boolean) => {
    refocus.current = byKeyboard;
    setError(null);
    setDraft(null);
  };

  const save = (byKeyboard: boolean) => {
    if (draft === null) return;
    const parsed = ratePercentSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t("admin.rates.enterRate"));
      return;
    }
    if (parsed.data !== value) update.mutate({ id: rate.id, values: { [field]: parsed.data } });
    close(byKeyboard);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save(true);
    } else if (event.key === "Escape") {
      // The row may sit inside a dialog or a card that also listens for Escape.
      event.stopPropagation();
      close(true);
    }
  };

  if (draft === null) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("admin.rates.editValue", { label, value: formatRate(value, locale) })}
        title={t("admin.rates.clickToEdit")}
        onClick={() => setDraft(value.toFixed(3))}
        className={cn(
          "group inline-flex min-h-9 items-center gap-1.5 rounded-md border border-transparent px-2 font-medium tabular-nums hover:border-border hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none",
          className,
        )}
      >
        {formatRate(value, locale)}
        <Pencil
          className="size-3.5 text-muted-foreground opacity-60 group-hover:opacity-100"
          aria-hidden="true"
        />
      </button>
    );
  }

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Input
        type="number"
        inputMode="decimal"
        step={RATE_STEP}
        min={RATE_PERCENT_MIN}
        max={RATE_PERCENT_MAX}
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => save(false)}
        className="h-9 w-28 tabular-nums"
      />
      {error && (
        <p id={errorId} role="alert" className="max-w-40 text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
