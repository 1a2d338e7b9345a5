/**
 * The mortgage insurance rules as the knowledge base says them, from the calculator's own table
 * (MORTGAGE_INSURANCE_RULES), so the articles and the calculator never disagree: the premium of each
 * down payment band, the 30-year surcharge and the provinces that tax the premium.
 */
import type { Locale } from "../../i18n/locale";
import { MORTGAGE_INSURANCE_RULES } from "../closing-costs/cmhc";
import type { ProvinceCode } from "../constants";
import { inPlace, percent, provinceIn } from "./figure-texts";

/** The down payment band of each premium tier, highest premium first: [from %, to %, premium %]. */
function premiumBands(): [number, number, number][] {
  const tiers = [...MORTGAGE_INSURANCE_RULES.premiumTiers].sort(
    (a, b) => b.maxLoanToValuePercent - a.maxLoanToValuePercent,
  );
  return tiers.map((tier, index) => {
    const next =
      tiers[index + 1]?.maxLoanToValuePercent ?? MORTGAGE_INSURANCE_RULES.uninsuredLoanToValuePercent;
    // A band ends a cent of a percent below where the next one starts: 5-9.99% down.
    return [
      100 - tier.maxLoanToValuePercent,
      Math.round((100 - next - 0.01) * 100) / 100,
      tier.basisPoints / 100,
    ];
  });
}

/** "4.00% of the loan with 5-9.99% down, 3.10% with 10-14.99% and 2.80% with 15-19.99%". */
export function premiumBandsText(language: Locale): string {
  const bands = premiumBands().map(([from, to, premium], index) => {
    const range = `${from}-${String(to).replace(".", language === "fr-CA" ? "," : ".")}`;
    if (language === "fr-CA") {
      return index === 0
        ? `${percent(premium, language, 2)} du prêt avec une mise de fonds de ${range.replace("-", " à ")}\u00a0%`
        : `${percent(premium, language, 2)} de ${range.replace("-", " à ")}\u00a0%`;
    }
    return index === 0
      ? `${percent(premium, language, 2)} of the loan with ${range}% down`
      : `${percent(premium, language, 2)} with ${range}%`;
  });
  const last = bands.pop();
  return `${bands.join(", ")} ${language === "fr-CA" ? "et" : "and"} ${last}`;
}

/** The surcharge for an amortization over 25 years: "0.20%". */
export function surchargeText(language: Locale): string {
  return percent(MORTGAGE_INSURANCE_RULES.extendedAmortizationSurchargeBasisPoints / 100, language, 2);
}

/**
 * The provinces that tax the premium, with their rates, after "in": "Ontario (8%), Quebec (9%) and
 * Saskatchewan (6%)"; in French with each one's preposition, « en Ontario (8 %), au Québec (9 %) et en
 * Saskatchewan (6 %) ».
 */
export function premiumTaxProvincesText(language: Locale): string {
  const taxed = Object.entries(MORTGAGE_INSURANCE_RULES.premiumSalesTaxBasisPoints).map(
    ([code, basisPoints]) => {
      const province = code as ProvinceCode;
      const where = language === "fr-CA" ? inPlace(province, null, language) : provinceIn(province, language);
      return `${where} (${percent(basisPoints / 100, language)})`;
    },
  );
  const last = taxed.pop();
  return `${taxed.join(", ")} ${language === "fr-CA" ? "et" : "and"} ${last}`;
}
