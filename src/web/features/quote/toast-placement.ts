/**
 * Where the quote dialog's toasts go: at the top centre, in the band the dialog leaves free above itself
 * (QUOTE_DIALOG_PLACEMENT), so a toast never covers a field. The site's other toasts stay bottom right.
 */
export const QUOTE_TOAST_POSITION = "top-center" as const;

/** The dialog starts below the toast band and scrolls its body; the header and close button stay put. */
export const QUOTE_DIALOG_PLACEMENT =
  "top-24 flex max-h-[calc(100dvh-7rem)] max-w-2xl translate-y-0 flex-col overflow-hidden p-0";
