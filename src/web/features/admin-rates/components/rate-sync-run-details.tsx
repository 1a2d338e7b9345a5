import { AlertCircle } from "lucide-react";
import type { RateSyncRunJson } from "../../../../domain/rates-sync";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../../components/ui/accordion";
import { formatInteger } from "../../../../domain/format";
import { useLocale, useT } from "../../../i18n/use-t";
import { runProblems } from "../sync-format";

/** Why the run failed, in full and in sight: a source refusing (HTTP 403) is the common case. */
export function RateSyncRunProblems({ run }: { run: RateSyncRunJson }) {
  const t = useT();
  const problems = runProblems(run);
  if (problems.length === 0) return null;
  return (
    <div
      aria-label={t("admin.rateSync.problemsLabel")}
      role="group"
      className="mt-4 flex gap-2 rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {problems.length === 1 ? (
        <p className="min-w-0 break-words">{problems[0]}</p>
      ) : (
        <ul className="grid min-w-0 gap-1 break-words">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The rates a run read but did not save, with why, folded away until asked for. */
export function RateSyncSkippedRates({ run }: { run: RateSyncRunJson }) {
  const t = useT();
  const locale = useLocale();
  const skipped = run.skipped_rates;
  if (skipped.length === 0) return null;
  return (
    <Accordion type="single" collapsible className="mt-4 border-t border-border">
      <AccordionItem value="skipped" className="border-b-0">
        <AccordionTrigger>
          {t("admin.rateSync.skippedSummary", { count: formatInteger(skipped.length, locale) })}
        </AccordionTrigger>
        <AccordionContent>
          <p className="text-muted-foreground">{t("admin.rateSync.skippedTitle")}</p>
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {skipped.map((item, index) => (
              <li
                // The same rate can be skipped twice for different reasons; the list never reorders.
                key={`${index}-${item.rate}`}
                className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:justify-between sm:gap-4"
              >
                <span className="font-medium break-words">{item.rate}</span>
                <span className="break-words text-muted-foreground sm:text-right">{item.reason}</span>
              </li>
            ))}
          </ul>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
