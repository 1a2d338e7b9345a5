import type { RefObject } from "react";
import type { QuoteLeadType } from "../../../domain/schemas/leads";
import type { MessageId } from "../../../i18n/catalogs";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { useT } from "../../i18n/use-t";
import { QuoteForm } from "./quote-form";
import { QUOTE_DIALOG_PLACEMENT } from "./toast-placement";

const TITLES: Record<QuoteLeadType, MessageId> = {
  rate_quote: "quote.buyingTitle",
  refinance: "quote.renewalTitle",
};

const DESCRIPTIONS: Record<QuoteLeadType, MessageId> = {
  rate_quote: "quote.buyingDescription",
  refinance: "quote.renewalDescription",
};

export interface QuoteDialogProps {
  /** rate_quote for a purchase ('Buying a Home'), refinance for a renewal ('Renewal/Refinancing'). */
  type: QuoteLeadType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; focus returns to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The mortgage calculator dialog holding the quote form; it closes and resets after a sent quote. Its header
 * (with the close button) stays in view while the form scrolls under it, which matters on a phone.
 * Loaded with its first opening (quote-dialog-launcher.tsx).
 */
export function QuoteDialog({ type, open, onOpenChange, returnFocusTo }: QuoteDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={QUOTE_DIALOG_PLACEMENT}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader className="mb-0 shrink-0 border-b border-border px-6 pt-6 pb-4">
          <DialogTitle>{t(TITLES[type])}</DialogTitle>
          <DialogDescription>
            <span className="font-semibold text-primary">{t("quote.calculatorTitle")}</span>{" "}
            <span aria-hidden="true">·</span> {t(DESCRIPTIONS[type])}
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 overflow-y-auto px-6 pt-4 pb-6" data-testid="quote-dialog-body">
          <QuoteForm type={type} onSubmitted={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
