import { Info } from "lucide-react";
import { useT } from "../../../i18n/use-t";

/** Every calculator result is an estimate; BRAND.md asks to say so where it matters. */
export function GeneralInformationNote() {
  const t = useT();
  return (
    <p className="flex gap-2 text-xs text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t("calculators.generalInformation")}</span>
    </p>
  );
}
