import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { MessageId } from "../../../../i18n/catalogs";
import { useT } from "../../../i18n/use-t";

export interface RelatedCalculator {
  text: MessageId;
  /** A site-relative link filled in with the same inputs (closing-costs-query.ts). */
  to: string;
}

/** Links to the other closing-cost calculators, filled in with the inputs already typed here. */
export function RelatedCalculators({ links }: { links: readonly RelatedCalculator[] }) {
  const t = useT();
  return (
    <nav aria-label={t("closing-costs.related.label")} className="mt-6 border-t border-primary/15 pt-4">
      <ul className="grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.text}>
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary hover:underline"
            >
              {t(link.text)}
              <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
