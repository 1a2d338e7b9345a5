import { Info } from "lucide-react";
import { calculatorMessages } from "../messages";

/** Every calculator result is an estimate; BRAND.md asks to say so where it matters. */
export function GeneralInformationNote() {
  return (
    <p className="flex gap-2 text-xs text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{calculatorMessages.generalInformation}</span>
    </p>
  );
}
