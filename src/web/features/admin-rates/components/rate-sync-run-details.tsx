import type { RateSyncRunJson } from "../../../../domain/rates-sync";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../../components/ui/accordion";
import { rateSyncMessages } from "../messages";
import { countOf } from "../sync-format";

/** The rates a run read but did not store and the sources it could not read, folded away until asked for. */
export function RateSyncRunDetails({ run }: { run: RateSyncRunJson }) {
  const { skipped_rates: skipped, source_errors: errors } = run;
  if (skipped.length === 0 && errors.length === 0) return null;
  const summary = [
    errors.length > 0 && countOf(errors.length, rateSyncMessages.sourceErrorNoun),
    skipped.length > 0 && countOf(skipped.length, rateSyncMessages.skippedNoun),
  ].filter(Boolean);
  return (
    <Accordion type="single" collapsible className="mt-4 border-t border-border">
      <AccordionItem value="details" className="border-b-0">
        <AccordionTrigger>{`${rateSyncMessages.detailsTitle}: ${summary.join(", ")}`}</AccordionTrigger>
        <AccordionContent className="grid gap-4">
          {errors.length > 0 && (
            <div>
              <h5 className="font-semibold">{rateSyncMessages.sourceErrorsTitle}</h5>
              <ul className="mt-2 grid gap-1.5">
                {errors.map((error) => (
                  <li key={error.source} className="break-words">
                    <span className="font-medium">{error.source}:</span>{" "}
                    <span className="text-muted-foreground">{error.message}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {skipped.length > 0 && (
            <div>
              <h5 className="font-semibold">{rateSyncMessages.skippedTitle}</h5>
              <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
                {skipped.map((item, index) => (
                  <li
                    // The same rate can be skipped twice for different reasons; the list never reorders.
                    key={`${index}-${item.rate}`}
                    className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:justify-between sm:gap-4"
                  >
                    <span className="font-medium break-words">{item.rate}</span>
                    <span className="text-muted-foreground break-words sm:text-right">{item.reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
