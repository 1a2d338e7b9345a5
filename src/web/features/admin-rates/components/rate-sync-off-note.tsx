import { Info } from "lucide-react";
import { useT } from "../../../i18n/use-t";

const OFF_SETTINGS = [
  { setting: "RATES_HTML_URL", text: "admin.rateSync.offHtml" },
  { setting: "RATES_BOC_VALET=true", text: "admin.rateSync.offBoc" },
] as const;

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
  const t = useT();
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted p-4">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-medium">{t("admin.rateSync.offNote")}</p>
        <p className="mt-3 text-muted-foreground">{t("admin.rateSync.offHowTo")}</p>
        <ul className="mt-2 grid list-disc gap-2 pl-5 text-muted-foreground">
          {OFF_SETTINGS.map(({ setting, text }) => (
            <li key={setting}>
              <WithSettings text={`${setting}: ${t(text)}`} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
