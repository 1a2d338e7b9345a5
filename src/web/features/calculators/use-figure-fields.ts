import { useCallback, useState } from "react";
import type { Locale } from "../../../domain/format";

/** The typed text of each field, kept as typed so a half-written "4." is not rewritten under the cursor. */
export function useFigureFields<Field extends string>(defaults: Record<Field, string>) {
  const [values, setValues] = useState<Record<Field, string>>(defaults);
  const setField = useCallback(
    (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return [values, setField] as const;
}

/** A figure written the machine's way ("4.84", from the defaults or a shared link) as the page's language types it ("4,84"). */
export function inputText(machine: string, locale: Locale): string {
  return locale === "fr-CA" ? machine.replace(".", ",") : machine;
}

export function inputTexts<Field extends string>(
  machine: Readonly<Record<Field, string>>,
  locale: Locale,
): Record<Field, string> {
  return Object.fromEntries(
    Object.entries<string>(machine).map(([field, text]) => [field, inputText(text, locale)]),
  ) as Record<Field, string>;
}
