import { Info } from "lucide-react";
import { rateSyncMessages } from "../messages";

/** No source is configured: say so, say how to switch updates on, and point at the manual way. */
export function RateSyncOffNote() {
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted p-4">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{rateSyncMessages.offTitle}</p>
        <p className="mt-1">{rateSyncMessages.offNote}</p>
        <p className="mt-3 text-muted-foreground">{rateSyncMessages.offHowTo}</p>
        <ul className="mt-2 grid gap-2">
          {rateSyncMessages.offSettings.map(({ setting, text }) => (
            <li key={setting} className="text-muted-foreground">
              <code className="rounded bg-background px-1.5 py-0.5 font-mono text-xs break-all text-foreground">
                {setting}
              </code>{" "}
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
