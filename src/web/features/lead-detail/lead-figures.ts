/**
 * What a lead's form carried (its metadata), as the detail page lays it out: a quote's inputs and the
 * estimate the quote dialog showed, in the dialog's own words and whole dollars, so the broker reads the
 * payment the client saw; an application's amount and property; a contact form's phone type and postal code.
 */
import { formatDate, formatPercent, type Locale } from "../../../domain/format";
import { HOME_QUOTE_FREQUENCIES, type HomeQuoteFrequency } from "../../../domain/mortgage/home-quote";
import { provinceNameLabel } from "../../../domain/province-labels";
import { PHONE_TYPES } from "../../../domain/schemas/leads";
import type { Translate } from "../../../i18n/translate";
import { formatWholeDollars } from "../quote/money";
import { formatPaymentChange } from "../quote/renewal-results";

export interface Figure {
  label: string;
  value: string;
}

export interface QuoteFigures {
  form: "purchase" | "renewal";
  /** What the client typed into the dialog. */
  inputs: Figure[];
  /** The dialog's estimate; the first is the payment. */
  estimate: Figure[];
}

type Metadata = Record<string, unknown>;

const number = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

function frequencyOf(metadata: Metadata): HomeQuoteFrequency | undefined {
  const stored = metadata.paymentFrequency;
  return HOME_QUOTE_FREQUENCIES.find((frequency) => frequency === stored);
}

/** Keeps the rows that have a value. */
function present(rows: [label: string, value: string | undefined][]): Figure[] {
  return rows.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]));
}

/** "$100,000 (20% of the price)": the down payment with its share, as the buyer weighed it. */
function downPayment(metadata: Metadata, t: Translate, locale: Locale): string | undefined {
  const amount = number(metadata.downPayment);
  if (amount === undefined) return undefined;
  const price = number(metadata.price);
  if (!price) return formatWholeDollars(amount, locale);
  const share = Math.round((amount / price) * 1000) / 10;
  return t("back-office.leadDetail.downPaymentShare", {
    amount: formatWholeDollars(amount, locale),
    percent: formatPercent(share, Number.isInteger(share) ? 0 : 1, locale),
  });
}

/** A YYYY-MM-DD day as the page's language writes it; anything else as stored. */
function day(value: unknown, locale: Locale): string | undefined {
  const stored = text(value);
  const match = stored && /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored);
  if (!match) return stored;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatDate(date, "long", { locale, timeZone: "UTC" });
}

/** The quote's figures, or null for a lead that is not a quote from the home dialog. */
export function quoteFigures(metadata: Metadata, t: Translate, locale: Locale): QuoteFigures | null {
  const calculations = (metadata.calculations ?? {}) as Metadata;
  const payment = number(calculations.monthlyPayment);
  const renewal = metadata.form === "renewal";
  if (payment === undefined && number(metadata.price) === undefined && !renewal) return null;
  const frequency = frequencyOf(metadata);
  const dollars = (value: unknown) => {
    const amount = number(value);
    return amount === undefined ? undefined : formatWholeDollars(amount, locale);
  };
  const rate = (value: unknown) => {
    const percent = number(value);
    return percent === undefined ? undefined : formatPercent(percent, 2, locale);
  };
  const location = text(metadata.location);
  const amortization = number(metadata.amortization);
  const terms: [string, string | undefined][] = [
    [t("quote.location"), location && provinceNameLabel(location, locale)],
    [
      t(renewal ? "quote.remainingAmortization" : "quote.amortization"),
      amortization === undefined ? undefined : t("quote.years", { years: amortization }),
    ],
    [t(renewal ? "quote.renewalRate" : "quote.interestRate"), rate(metadata.mortgageRate)],
    [t("quote.paymentFrequency"), frequency && t("quote.frequency", { frequency })],
  ];
  // An unknown frequency is said as monthly's payment: the spec's name for the figure whatever its period.
  const paymentFrequency = frequency ?? "monthly";

  if (renewal) {
    const change = number(calculations.paymentChange);
    const loanToValue = number(calculations.loanToValue);
    return {
      form: "renewal",
      inputs: present([
        [t("quote.propertyValue"), dollars(metadata.propertyValue)],
        [t("quote.mortgageBalance"), dollars(metadata.mortgageBalance)],
        [t("quote.renewalDate"), day(metadata.renewalDate, locale)],
        [t("quote.currentRate"), rate(metadata.currentRate)],
        ...terms,
      ]),
      estimate: present([
        [t("quote.renewalPayment", { frequency: paymentFrequency }), dollars(payment)],
        [
          t("back-office.leadDetail.changeFromCurrent"),
          change === undefined
            ? t("back-office.leadDetail.noCurrentRate")
            : formatPaymentChange(change, locale),
        ],
        [
          t("quote.loanToValue"),
          loanToValue === undefined ? undefined : formatPercent(Math.round(loanToValue * 100), 0, locale),
        ],
      ]),
    };
  }
  return {
    form: "purchase",
    inputs: present([
      [t("quote.purchasePrice"), dollars(metadata.price)],
      [t("quote.downPayment"), downPayment(metadata, t, locale)],
      ...terms,
    ]),
    estimate: present([
      [t("quote.payment", { frequency: paymentFrequency }), dollars(payment)],
      [t("quote.cmhcInsurance"), dollars(calculations.cmhcInsurance)],
      [t("quote.totalMortgage"), dollars(calculations.totalMortgage)],
    ]),
  };
}

/** An application's amount and property, a contact form's phone type and postal code; empty for others. */
export function requestFigures(metadata: Metadata, t: Translate, locale: Locale): Figure[] {
  const amount = number(metadata.mortgage_amount);
  const phoneType = text(metadata.phoneType);
  return present([
    [
      t("back-office.leadDetail.mortgageAmount"),
      amount === undefined ? undefined : formatWholeDollars(amount, locale),
    ],
    [t("back-office.leadDetail.propertyAddress"), text(metadata.property_address)],
    [
      t("back-office.leadDetail.phoneType"),
      phoneType && (PHONE_TYPES as readonly string[]).includes(phoneType)
        ? t("forms.contact.phoneTypeOption", { type: phoneType })
        : phoneType,
    ],
    [t("back-office.leadDetail.postalCode"), text(metadata.postalCode)],
  ]);
}
