import { useEffect, useState } from "react";

/** How long the figures must stay still before they are read out, so typing "500000" is not read six times. */
export const ANNOUNCEMENT_DELAY_MS = 700;

/**
 * One concise sentence for screen readers, in a polite live region, updated only once the visitor pauses.
 * The visible results are not a live region themselves: reading a whole table at each keystroke is noise.
 */
export function LiveAnnouncement({
  message,
  delayMs = ANNOUNCEMENT_DELAY_MS,
}: {
  message: string;
  delayMs?: number;
}) {
  const [announced, setAnnounced] = useState(message);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(message), delayMs);
    return () => window.clearTimeout(timer);
  }, [message, delayMs]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="result-announcement">
      {announced}
    </p>
  );
}
