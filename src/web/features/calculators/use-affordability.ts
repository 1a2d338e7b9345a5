import { useMemo } from "react";
import {
  AFFORDABILITY_DEFAULTS,
  calculateAffordability,
  type AffordabilityInput,
} from "../../../domain/mortgage/affordability";
import { affordabilityInputSchema } from "../../../domain/mortgage/schemas";
import { readFigure, validateFigures } from "./figures";
import { useFigureFields } from "./use-figure-fields";

export type AffordabilityField = keyof AffordabilityInput;

const FIELDS = Object.keys(AFFORDABILITY_DEFAULTS) as AffordabilityField[];

/** The spec's defaults as the text the fields start with. */
const DEFAULT_TEXT = Object.fromEntries(
  FIELDS.map((field) => [field, String(AFFORDABILITY_DEFAULTS[field])]),
) as Record<AffordabilityField, string>;

/** The affordability fields as typed, their validation and the result once every field is valid. */
export function useAffordability() {
  const [values, setField] = useFigureFields<AffordabilityField>(DEFAULT_TEXT);
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
