import { useState, type ReactNode } from "react";
import { homeMessages } from "../../../domain/messages";
import type { QuoteLeadType } from "../../../domain/schemas/leads";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { QuoteForm } from "./quote-form";

const TITLES: Record<QuoteLeadType, string> = {
  rate_quote: homeMessages.buyingTitle,
  refinance: homeMessages.renewalTitle,
};

interface QuoteDialogProps {
  /** rate_quote for a purchase ('Buying a Home'), refinance for a renewal ('Renewal/Refinancing'). */
  type: QuoteLeadType;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  children: ReactNode;
}

/** The mortgage calculator dialog holding the quote form; it closes and resets after a sent quote. */
export function QuoteDialog({ type, children }: QuoteDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{TITLES[type]}</DialogTitle>
          <DialogDescription>
            <span className="font-semibold text-primary">{homeMessages.calculatorTitle}</span>{" "}
            <span aria-hidden="true">·</span> Estimate your payment, then ask a broker for a quote.
          </DialogDescription>
        </DialogHeader>
        <QuoteForm type={type} onSubmitted={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
