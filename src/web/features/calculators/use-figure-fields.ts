import { useCallback, useState } from "react";

/** The typed text of each field, kept as typed so a half-written "4." is not rewritten under the cursor. */
export function useFigureFields<Field extends string>(defaults: Record<Field, string>) {
  const [values, setValues] = useState<Record<Field, string>>(defaults);
  const setField = useCallback(
    (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return [values, setField] as const;
}
