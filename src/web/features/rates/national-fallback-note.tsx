import { Info } from "lucide-react";
import { FormattedMessage } from "react-intl";

interface NationalFallbackNoteProps {
  /** The name of the province the visitor chose, in the page's language. */
  province: string;
}

/** Shown when a province has no rates of its own and the National rates stand in (spec section 9). */
export function NationalFallbackNote({ province }: NationalFallbackNoteProps) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <FormattedMessage
          id="rates.nationalFallback"
          values={{ province, b: (chunks) => <strong className="font-semibold">{chunks}</strong> }}
        />
      </span>
    </p>
  );
}
