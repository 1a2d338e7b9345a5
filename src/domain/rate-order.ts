import { ADMIN_RATE_TERMS, RATE_TYPES } from "./constants";

/** The fields the display order of rates depends on. */
export interface OrderableRate {
  term: string;
  rate_type: string;
  our_rate: number;
}

/** Years of a term such as '5 year'; unknown shapes sort after every known term. */
function termYears(term: string): number {
  const years = Number.parseInt(term, 10);
  return Number.isFinite(years) ? years : Number.MAX_SAFE_INTEGER;
}

/** Spec section 9: 1, 3, 5, 7 year first, in that order, then every other term by its length. */
export function termRank(term: string): number {
  const main = (ADMIN_RATE_TERMS as readonly string[]).indexOf(term);
  return main >= 0 ? main : ADMIN_RATE_TERMS.length + termYears(term);
}

/** Term order, then fixed before variable, then the lowest our_rate first. */
export function compareRates(a: OrderableRate, b: OrderableRate): number {
  return (
    termRank(a.term) - termRank(b.term) ||
    typeRank(a.rate_type) - typeRank(b.rate_type) ||
    a.our_rate - b.our_rate
  );
}

function typeRank(rateType: string): number {
  const index = (RATE_TYPES as readonly string[]).indexOf(rateType);
  return index >= 0 ? index : RATE_TYPES.length;
}
