import { useRef, type ReactNode } from "react";
import { Slot } from "radix-ui";
import type { QuoteLeadType } from "../../../domain/schemas/leads";
import { toast } from "../../lib/toast";
import { useLazyDialog } from "../../lib/use-lazy-dialog";
import { useT } from "../../i18n/use-t";
import type { QuoteDialogProps } from "./quote-dialog";

const loadQuoteDialog = () => import("./quote-dialog").then((chunk) => chunk.QuoteDialog);

interface QuoteDialogLauncherProps {
  type: QuoteLeadType;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  children: ReactNode;
}

/**
 * Opens the quote dialog of `type`. The dialog (Radix, the form, react-hook-form and zod) is fetched
 * when a visitor points at or focuses the button, not with the home page.
 */
export function QuoteDialogLauncher({ type, children }: QuoteDialogLauncherProps) {
  const t = useT();
  const trigger = useRef<HTMLElement>(null);
  const { Dialog, open, setOpen, openDialog, loading, preload } = useLazyDialog<QuoteDialogProps>(
    loadQuoteDialog,
    () => toast.error(t("quote.loadFailed")),
  );

  return (
    <>
      <Slot.Root
        ref={trigger}
        onClick={openDialog}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
      >
        {children}
      </Slot.Root>
      {Dialog && <Dialog type={type} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </>
  );
}
