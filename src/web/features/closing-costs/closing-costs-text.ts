/**
 * How the closing-cost calculators word their figures in the page's language: the levies' names, each line of
 * the working, the first-time relief, the insurance statuses.
 */
import type { InsuranceStatus } from "../../../domain/closing-costs/cmhc";
import type { WorkingRule } from "../../../domain/closing-costs/land-transfer-tax";
import type { City, FirstTimeRelief } from "../../../domain/closing-costs/land-transfer-tax-tables";
import { formatDate, formatPercent } from "../../../domain/format";
import type { MessageId } from "../../../i18n/catalogs";
import type { CalculatorFormats } from "../calculators/format";

/** Each levy of the tables (land-transfer-tax-tables.ts) by its id. */
export const LEVY_NAMES: Readonly<Record<string, MessageId>> = {
  "ab-land-title-transfer": "closing-costs.levy.abLandTitleTransfer",
  "ab-mortgage-registration": "closing-costs.levy.abMortgageRegistration",
  "bc-property-transfer-tax": "closing-costs.levy.bcPropertyTransferTax",
  "mb-land-transfer-tax": "closing-costs.levy.mbLandTransferTax",
  "nb-real-property-transfer-tax": "closing-costs.levy.nbRealPropertyTransferTax",
  "nl-deed-registration": "closing-costs.levy.nlDeedRegistration",
  "ns-deed-transfer-tax": "closing-costs.levy.nsDeedTransferTax",
  "on-land-transfer-tax": "closing-costs.levy.onLandTransferTax",
  "pe-real-property-transfer-tax": "closing-costs.levy.peRealPropertyTransferTax",
  "qc-transfer-duties": "closing-costs.levy.qcTransferDuties",
  "sk-title-transfer": "closing-costs.levy.skTitleTransfer",
  "toronto-municipal-land-transfer-tax": "closing-costs.levy.torontoMunicipalLandTransferTax",
  "montreal-transfer-duties": "closing-costs.levy.montrealTransferDuties",
  "quebec-city-transfer-duties": "closing-costs.levy.quebecCityTransferDuties",
};

/**
 * The sources the tables name, by levy id, by the code of a territory that computes no fees, and
 * `insurance` for the mortgage insurance rules: the English catalogue says each exactly as its table does
 * (closing-costs-text.test.ts), the French one with the statutes' French titles where they have one.
 */
export const SOURCE_TEXT: Readonly<Record<string, MessageId>> = {
  "ab-land-title-transfer": "closing-costs.source.abLandTitleTransfer",
  "ab-mortgage-registration": "closing-costs.source.abMortgageRegistration",
  "bc-property-transfer-tax": "closing-costs.source.bcPropertyTransferTax",
  "mb-land-transfer-tax": "closing-costs.source.mbLandTransferTax",
  "nb-real-property-transfer-tax": "closing-costs.source.nbRealPropertyTransferTax",
  "nl-deed-registration": "closing-costs.source.nlDeedRegistration",
  "ns-deed-transfer-tax": "closing-costs.source.nsDeedTransferTax",
  "on-land-transfer-tax": "closing-costs.source.onLandTransferTax",
  "pe-real-property-transfer-tax": "closing-costs.source.peRealPropertyTransferTax",
  "qc-transfer-duties": "closing-costs.source.qcTransferDuties",
  "sk-title-transfer": "closing-costs.source.skTitleTransfer",
  "toronto-municipal-land-transfer-tax": "closing-costs.source.torontoMunicipalLandTransferTax",
  "montreal-transfer-duties": "closing-costs.source.montrealTransferDuties",
  "quebec-city-transfer-duties": "closing-costs.source.quebecCityTransferDuties",
  NT: "closing-costs.source.nt",
  NU: "closing-costs.source.nu",
  YT: "closing-costs.source.yt",
  insurance: "closing-costs.source.insurance",
};

/** A source in the page's language; the table's own words for one the catalogue does not have. */
export function sourceText(key: string, asStored: string, f: CalculatorFormats): string {
  const id = SOURCE_TEXT[key];
  return id ? f.t(id) : asStored;
}

export const CITY_NAMES: Readonly<Record<City, MessageId>> = {
  toronto: "closing-costs.city.toronto",
  montreal: "closing-costs.city.montreal",
  "quebec-city": "closing-costs.city.quebecCity",
};

export const INSURANCE_STATUS_TEXT: Readonly<Record<InsuranceStatus, { title: MessageId; text: MessageId }>> =
  {
    required: { title: "closing-costs.status.required.title", text: "closing-costs.status.required.text" },
    "not-required": {
      title: "closing-costs.status.notRequired.title",
      text: "closing-costs.status.notRequired.text",
    },
    "price-too-high": {
      title: "closing-costs.status.priceTooHigh.title",
      text: "closing-costs.status.priceTooHigh.text",
    },
    "down-payment-too-low": {
      title: "closing-costs.status.downPaymentTooLow.title",
      text: "closing-costs.status.downPaymentTooLow.text",
    },
    "amortization-too-long": {
      title: "closing-costs.status.amortizationTooLong.title",
      text: "closing-costs.status.amortizationTooLong.text",
    },
  };

/** A percentage with no more decimals than it needs: 0.5 %, 1 %, 5.45 %. */
export function shortPercent(percent: number, f: CalculatorFormats): string {
  const rounded = Math.round(percent * 100) / 100;
  const digits = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2;
  return formatPercent(rounded, digits, f.locale);
}

/** How one line of the working is charged. */
export function ruleText(rule: WorkingRule, f: CalculatorFormats): string {
  switch (rule.type) {
    case "rate":
      return shortPercent(rule.rateBasisPoints / 100, f);
    case "exempt":
      return f.t("closing-costs.rule.exempt");
    case "fixed-fee":
      return f.t("closing-costs.rule.fixedFee");
    case "per-step":
      return f.t("closing-costs.rule.perStep", {
        fee: f.cents(rule.feePerStep),
        step: f.dollars(rule.stepValue),
      });
  }
}

/** The first-time buyer relief a levy gives, in a sentence; undefined where it gives none. */
export function reliefText(relief: FirstTimeRelief, f: CalculatorFormats): string | undefined {
  switch (relief.type) {
    case "none":
      return undefined;
    case "full":
      return f.t("closing-costs.relief.full");
    case "capped":
      return f.t("closing-costs.relief.capped", { max: f.dollars(relief.max) });
    case "phase-out":
      return f.t("closing-costs.relief.phaseOut", {
        exemptValue: f.dollars(relief.exemptValue),
        fullUpTo: f.dollars(relief.fullUpTo),
        endsAt: f.dollars(relief.fullUpTo + relief.phaseOutWidth),
      });
    case "tax-credit":
      return f.t("closing-costs.relief.taxCredit", { valueBelow: f.dollars(relief.valueBelow) });
  }
}

/** An ISO day (2026-04-01) as the page's language writes a date. */
export function effectiveDate(isoDay: string, f: CalculatorFormats): string {
  const date = formatDate(new Date(`${isoDay}T00:00:00Z`), "long", { timeZone: "UTC", locale: f.locale });
  // French writes the first of the month « 1er » (FRENCH.md), which Intl does not.
  return f.locale === "fr-CA" ? date.replace(/^1(?=\s)/, "1er") : date;
}
