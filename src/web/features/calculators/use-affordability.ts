import { useMemo } from "react";
import {
  AFFORDABILITY_DEFAULTS,
  calculateAffordability,
  type AffordabilityInput,
} from "../../../domain/mortgage/affordability";
import { readAffordabilityQuery, writeAffordabilityQuery } from "../../../domain/mortgage/calculator-query";
import { affordabilityInputSchema } from "../../../domain/mortgage/schemas";
import { readFigure, validateFigures } from "./figures";
import { useCalculatorQuery } from "./use-calculator-query";
import { useFigureFields } from "./use-figure-fields";

export type AffordabilityField = keyof AffordabilityInput;

const FIELDS = Object.keys(AFFORDABILITY_DEFAULTS) as AffordabilityField[];

type FieldTexts = Record<AffordabilityField, string>;

/** The figures as the text their fields show. */
function asText(input: Partial<AffordabilityInput>): Partial<FieldTexts> {
  return Object.fromEntries(Object.entries(input).map(([field, value]) => [field, String(value)]));
}

const DEFAULT_TEXT = asText(AFFORDABILITY_DEFAULTS) as FieldTexts;

/** The query of the fields as typed; a field that does not read as a valid figure is left out. */
function queryOf(values: FieldTexts): URLSearchParams {
  const typed = Object.fromEntries(FIELDS.map((field) => [field, readFigure(values[field])]));
  return writeAffordabilityQuery(readAffordabilityQuery(writeAffordabilityQuery(typed)));
}

/**
 * The affordability fields as typed (starting from the query string's figures, else the spec's
 * defaults), their validation and the result once every field is valid. Every change is written back
 * to the query string, so the address shares the filled-in calculator.
 */
export function useAffordability() {
  const [searchParams, replaceQuery] = useCalculatorQuery();
  const [values, setValue] = useFigureFields<AffordabilityField>({
    ...DEFAULT_TEXT,
    ...asText(readAffordabilityQuery(searchParams)),
  });
  const setField = (field: AffordabilityField, value: string) => {
    setValue(field, value);
    replaceQuery(queryOf({ ...values, [field]: value }));
  };
  const { data, errors } = useMemo(
    () =>
      validateFigures(
        affordabilityInputSchema,
        Object.fromEntries(FIELDS.map((field) => [field, readFigure(values[field])])),
      ),
    [values],
  );
  const result = useMemo(() => (data ? calculateAffordability(data) : undefined), [data]);
  return { values, setField, input: data, errors, result };
}
