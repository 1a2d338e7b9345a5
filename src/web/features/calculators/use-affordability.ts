import { useMemo } from "react";
import {
  AFFORDABILITY_DEFAULTS,
  calculateAffordability,
  type AffordabilityInput,
} from "../../../domain/mortgage/affordability";
import { readAffordabilityQuery, writeAffordabilityQuery } from "../../../domain/mortgage/calculator-query";
import { affordabilityInputSchema } from "../../../domain/mortgage/schemas";
import type { Locale } from "../../../domain/format";
import { useLocale } from "../../i18n/use-t";
import { readFigure, validateFigures } from "./figures";
import { useCalculatorQuery } from "./use-calculator-query";
import { inputTexts, useFigureFields } from "./use-figure-fields";

export type AffordabilityField = keyof AffordabilityInput;

const FIELDS = Object.keys(AFFORDABILITY_DEFAULTS) as AffordabilityField[];

type FieldTexts = Record<AffordabilityField, string>;

/** The figures as the text their fields show in the page's language. */
function asText(input: Partial<AffordabilityInput>, locale: Locale): Partial<FieldTexts> {
  return inputTexts(
    Object.fromEntries(Object.entries(input).map(([field, value]) => [field, String(value)])),
    locale,
  );
}

/** The figures as typed in `locale`, in machine terms. */
function typedFigures(values: FieldTexts, locale: Locale): Record<AffordabilityField, number> {
  return Object.fromEntries(FIELDS.map((field) => [field, readFigure(values[field], locale)])) as Record<
    AffordabilityField,
    number
  >;
}

/**
 * The query of the fields as typed; a field that does not read as a valid figure is left out. The
 * query is machine format (a decimal point) in both languages, so a link works on either page.
 */
function queryOf(values: FieldTexts, locale: Locale): URLSearchParams {
  return writeAffordabilityQuery(
    readAffordabilityQuery(writeAffordabilityQuery(typedFigures(values, locale))),
  );
}

/**
 * The affordability fields as typed (starting from the query string's figures, else the spec's
 * defaults), their validation and the result once every field is valid. Every change is written back
 * to the query string, so the address shares the filled-in calculator.
 */
export function useAffordability() {
  const locale = useLocale();
  const [searchParams, replaceQuery] = useCalculatorQuery();
  const [values, setValue] = useFigureFields<AffordabilityField>({
    ...(asText(AFFORDABILITY_DEFAULTS, locale) as FieldTexts),
    ...asText(readAffordabilityQuery(searchParams), locale),
  });
  const setField = (field: AffordabilityField, value: string) => {
    setValue(field, value);
    replaceQuery(queryOf({ ...values, [field]: value }, locale));
  };
  const { data, errors } = useMemo(
    () => validateFigures(affordabilityInputSchema, typedFigures(values, locale)),
    [values, locale],
  );
  const result = useMemo(() => (data ? calculateAffordability(data) : undefined), [data]);
  return { values, setField, input: data, errors, result };
}
