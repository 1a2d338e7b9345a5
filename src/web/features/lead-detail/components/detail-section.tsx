import { useId, type ReactNode } from "react";
import { Card } from "../../../components/ui/card";

/** One card of the lead's page, named by its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h3 id={id} className="text-base font-semibold tracking-tight">
          {title}
        </h3>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

/** A label and its value, in a description list. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}
