import { Info } from "lucide-react";

interface NationalFallbackNoteProps {
  /** The full name of the province the visitor chose. */
  province: string;
}

/** Shown when a province has no rates of its own and the National rates stand in (spec section 9). */
export function NationalFallbackNote({ province }: NationalFallbackNoteProps) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Showing National rates.</strong> We don't list rates specific to{" "}
        {province} yet, so these National rates apply.
      </span>
    </p>
  );
}
