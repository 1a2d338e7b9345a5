import { describe, expect, it } from "vitest";
import { calculateHomeQuote } from "../../../domain/mortgage/home-quote";
import { translatorFor } from "../../../i18n/intl";
import { formatWholeDollars } from "../quote/money";
import { quoteFigures, requestFigures } from "./lead-figures";

const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

const purchase = {
  form: "purchase",
  price: 500_000,
  downPayment: 50_000,
  location: "Quebec",
  amortization: 25,
  mortgageRate: 3.94,
  paymentFrequency: "monthly",
  calculations: calculateHomeQuote({
    price: 500_000,
    downPayment: 50_000,
    annualRatePercent: 3.94,
    amortizationYears: 25,
    paymentFrequency: "monthly",
  }),
};

const values = (figures: { label: string; value: string }[]) =>
  Object.fromEntries(figures.map((figure) => [figure.label, figure.value]));

describe("quoteFigures", () => {
  it("shows the payment first, in whole dollars exactly as the quote dialog did", () => {
    const quote = quoteFigures(purchase, english, "en-CA")!;
    expect(quote.form).toBe("purchase");
    expect(quote.estimate[0]).toEqual({
      label: "Monthly payment",
      value: formatWholeDollars(purchase.calculations.monthlyPayment, "en-CA"),
    });
    expect(values(quote.estimate)).toMatchObject({
      "CMHC insurance": "$13,950",
      "Total mortgage": "$463,950",
    });
  });

  it("lays out the inputs with the down payment's share of the price", () => {
    expect(values(quoteFigures(purchase, english, "en-CA")!.inputs)).toEqual({
      "Purchase price": "$500,000",
      "Down payment": "$50,000 (10% of the price)",
      Location: "Quebec",
      Amortization: "25 years",
      "Interest rate": "3.94%",
      "Payment frequency": "Monthly",
    });
  });

  it("says it all in French the French way", () => {
    const quote = quoteFigures({ ...purchase, paymentFrequency: "bi-weekly" }, french, "fr-CA")!;
    const inputs = values(quote.inputs);
    expect(inputs["Mise de fonds"]).toBe("50\u00a0000\u00a0$ (10\u00a0% du prix)");
    expect(inputs.Province).toBe("Québec");
    expect(quote.estimate[0]!.label).toBe(french("quote.payment", { frequency: "bi-weekly" }));
  });

  it("reads a renewal's figures and its comparison with the current rate", () => {
    const quote = quoteFigures(
      {
        form: "renewal",
        propertyValue: 800_000,
        mortgageBalance: 400_000,
        renewalDate: "2027-03-31",
        currentRate: null,
        location: "Ontario",
        amortization: 20,
        mortgageRate: 4.19,
        paymentFrequency: "monthly",
        calculations: {
          monthlyPayment: 2461.37,
          currentRatePayment: null,
          paymentChange: null,
          loanToValue: 0.5,
        },
      },
      english,
      "en-CA",
    )!;
    expect(quote.form).toBe("renewal");
    expect(values(quote.inputs)).toMatchObject({
      "Renewal date": "March 31, 2027",
      "Renewal rate": "4.19%",
      "Remaining amortization": "20 years",
    });
    expect(values(quote.estimate)).toEqual({
      "Monthly payment at renewal": "$2,461",
      "Change from the client’s current rate": "No current rate given",
      "Loan-to-value": "50%",
    });
  });

  it("is null for a lead that is not a quote", () => {
    expect(quoteFigures({ mortgage_amount: 350_000 }, english, "en-CA")).toBeNull();
  });
});

describe("requestFigures", () => {
  it("names an application's amount and property, a contact form's phone type and postal code", () => {
    expect(
      values(
        requestFigures(
          { mortgage_amount: 350_000, property_address: "12 King St W, Toronto" },
          english,
          "en-CA",
        ),
      ),
    ).toEqual({ "Mortgage amount": "$350,000", "Property address": "12 King St W, Toronto" });
    expect(values(requestFigures({ phoneType: "Work", postalCode: "H2X 1Y4" }, french, "fr-CA"))).toEqual({
      "Type de téléphone": french("forms.contact.phoneTypeOption", { type: "Work" }),
      "Code postal": "H2X 1Y4",
    });
  });
});
