import { useEffect } from "react";
import { useSearchParams } from "react-router";

/** A table row or card marked as the lead a new-lead e-mail linked to. */
export const LINKED_ROW_CLASS = "aria-[current=true]:bg-accent/15";
export const LINKED_CARD_CLASS = "rounded-xl aria-[current=true]:ring-2 aria-[current=true]:ring-accent";

/**
 * The lead a new-lead e-mail links to (`?lead=<id>`), when the list on screen shows it: the list
 * marks it (aria-current) and it is scrolled into view once, so the broker lands on it.
 */
export function useLinkedLead(shownIds: readonly string[] | undefined): string | null {
  const [params] = useSearchParams();
  const requested = params.get("lead");
  const shown = requested !== null && (shownIds?.includes(requested) ?? false);
  useEffect(() => {
    if (!shown) return;
    document.querySelector(`[data-row-id="${CSS.escape(requested)}"]`)?.scrollIntoView({ block: "center" });
  }, [shown, requested]);
  return shown ? requested : null;
}
