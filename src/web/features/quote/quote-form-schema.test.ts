import { afterEach, describe, expect, it } from "vitest";
import { quoteMessages } from "../../../../tests/support/english-texts";
import { quoteLeadSchema } from "../../../domain/schemas/leads";
import { translatorFor } from "../../../i18n/intl";
import { provideTranslator } from "../../../i18n/translate";
import { formatWholeDollars, parseFigure } from "./money";
import {
  liveQuote,
  QUOTE_FORM_DEFAULTS,
  quoteFormSchema as quoteFormSchemaIn,
  toQuoteLead,
} from "./quote-form-schema";

const quoteFormSchema = quoteFormSchemaIn("en-CA");

const filled = {
  ...QUOTE_FORM_DEFAULTS,
  price: "500,000",
  downPayment: "50000",
  client_name: "Avery Tremblay",
  client_email: "avery@example.ca",
};

describe("parseFigure", () => {
  it("reads blanks as 0 and ignores dollar signs, commas and spaces", () => {
    expect(parseFigure("")).toBe(0);
    expect(parseFigure("$500,000")).toBe(500000);
    expect(parseFigure("500 000")).toBe(500000);
    expect(parseFigure("3.94")).toBe(3.94);
  });

  it("reads a French figure with its decimal comma and space grouping", () => {
    expect(parseFigure("612 345,50", "fr-CA")).toBe(612345.5);
    expect(parseFigure("4,79", "fr-CA")).toBe(4.79);
    expect(parseFigure("4,79", "en-CA")).toBe(479);
  });

  it("refuses text and negative figures", () => {
    expect(parseFigure("12a")).toBeNull();
    expect(parseFigure("-5")).toBeNull();
  });
});

describe("liveQuote", () => {
  it("computes the worked example: 500,000 with 10% down at 3.94% over 25 years, monthly", () => {
    // 450,000 loan × 3.1% premium = 13,950; 463,950 × r / (1 − (1 + r)^−300) with r = 0.0394 / 12.
    const result = liveQuote(filled);
    expect(result?.cmhcInsurance).toBeCloseTo(13950, 6);
    expect(result?.totalMortgage).toBeCloseTo(463950, 6);
    expect(result?.monthlyPayment).toBeCloseTo(2433.5548654818, 6);
    expect(formatWholeDollars(result?.monthlyPayment ?? 0)).toBe("$2,434");
  });

  it("gives zeros while the price or down payment is empty, and null for unreadable figures", () => {
    expect(liveQuote(QUOTE_FORM_DEFAULTS)).toEqual({ cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0 });
    expect(liveQuote({ ...filled, mortgageRate: "abc" })).toBeNull();
  });
});

describe("quoteFormSchema", () => {
  it("asks for the name and email with the spec's message", () => {
    const parsed = quoteFormSchema.safeParse(QUOTE_FORM_DEFAULTS);
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.filter((issue) =>
      ["client_name", "client_email"].includes(String(issue.path[0])),
    );
    expect(messages?.map((issue) => issue.message)).toEqual([
      quoteMessages.missingFields,
      quoteMessages.missingFields,
    ]);
  });

  it("refuses a down payment above the price", () => {
    const parsed = quoteFormSchema.safeParse({ ...filled, downPayment: "600000" });
    expect(parsed.error?.issues[0]?.path).toEqual(["downPayment"]);
  });
});

describe("the quote form on a French page", () => {
  afterEach(() => provideTranslator(() => translatorFor("en-CA")));

  it("reads figures the French way and says its messages in French", () => {
    provideTranslator(() => translatorFor("fr-CA"));
    const schema = quoteFormSchemaIn("fr-CA");
    const values = schema.parse({
      ...filled,
      price: "500 000",
      downPayment: "50 000,00",
      mortgageRate: "3,94",
    });
    expect(values).toMatchObject({ price: 500000, downPayment: 50000, mortgageRate: 3.94 });
    const parsed = schema.safeParse({
      ...filled,
      client_name: "",
      downPayment: "600 000",
      mortgageRate: "abc",
    });
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(byField).toEqual({
      client_name: "Veuillez remplir tous les champs obligatoires",
      mortgageRate: "Entrez un taux d’intérêt, p. ex. 3,94",
    });
    expect(schema.safeParse({ ...filled, downPayment: "600 000" }).error?.issues[0]?.message).toBe(
      "La mise de fonds ne peut pas dépasser le prix d’achat",
    );
  });

  it("gives the English texts of the spec on an English page", () => {
    const parsed = quoteFormSchema.safeParse({ ...filled, downPayment: "600000" });
    expect(parsed.error?.issues[0]?.message).toBe("Down payment cannot exceed the purchase price");
  });
});

describe("toQuoteLead", () => {
  it("builds a body the server's schema accepts, with full-precision calculations", () => {
    const values = quoteFormSchema.parse({ ...filled, paymentFrequency: "bi-weekly" });
    const body = toQuoteLead(values, "refinance");
    expect(body).toMatchObject({
      client_name: "Avery Tremblay",
      client_phone: null,
      agent_id: null,
      type: "refinance",
      metadata: {
        price: 500000,
        downPayment: 50000,
        location: "Ontario",
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: "bi-weekly",
      },
    });
    expect(body.metadata.calculations?.monthlyPayment).toBeCloseTo(1122.597200314, 6);
    expect(quoteLeadSchema.safeParse(body).success).toBe(true);
  });
});
