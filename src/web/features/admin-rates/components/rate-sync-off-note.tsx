import { Info } from "lucide-react";
import { rateSyncMessages } from "../messages";

const SETTING_NAME = /(RATES_[A-Z_]+(?:=\w+)?)/;

/** Setting names inside a sentence are set as code, like the names they stand for. */
function WithSettings({ text }: { text: string }) {
  return text.split(SETTING_NAME).map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        className="rounded bg-background px-1.5 py-0.5 font-mono text-xs break-words text-foreground"
      >
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** No source is configured: say so, say how to switch updates on, and point at the manual way. */
export function RateSyncOffNote() {
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted p-4">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-medium">{rateSyncMessages.offNote}</p>
        <p className="mt-3 text-muted-foreground">{rateSyncMessages.offHowTo}</p>
        <ul className="mt-2 grid list-disc gap-2 pl-5 text-muted-foreground">
          {rateSyncMessages.offSettings.map(({ setting, text }) => (
            <li key={setting}>
              <WithSettings text={`${setting}: ${text}`} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
