import { useMemo } from "react";
import { useLocale, useT } from "../../i18n/use-t";
import { calculatorFormats, type CalculatorFormats } from "./format";

/** The page's language's texts and figure formats, for a calculator's components. */
export function useCalculatorFormats(): CalculatorFormats {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => calculatorFormats(t, locale), [t, locale]);
}
