import { describe, expect, it } from "vitest";
import { quoteMessages } from "../../../../tests/support/english-texts";
import { quoteLeadSchema } from "../../../domain/schemas/leads";
import {
  liveRenewal,
  RENEWAL_FORM_DEFAULTS,
  renewalFormSchema as renewalFormSchemaIn,
  toRenewalLead,
} from "./renewal-form-schema";

const renewalFormSchema = renewalFormSchemaIn("en-CA");

const filled = {
  ...RENEWAL_FORM_DEFAULTS,
  propertyValue: "700,000",
  mortgageBalance: "350,000",
  currentRate: "1.89",
  client_name: "Robin Lavoie",
  client_email: "robin@example.ca",
};

function messages(input: typeof RENEWAL_FORM_DEFAULTS) {
  const parsed = renewalFormSchema.safeParse(input);
  return Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe("renewalFormSchema", () => {
  it("asks for the property value, the balance, the name and the email", () => {
    expect(messages(RENEWAL_FORM_DEFAULTS)).toEqual({
      propertyValue: "Enter the property value",
      mortgageBalance: "Enter your mortgage balance",
      client_name: quoteMessages.missingFields,
      client_email: quoteMessages.missingFields,
    });
  });

  it("refuses a balance above the value, a bad current rate and a renewal date out of range", () => {
    expect(messages({ ...filled, mortgageBalance: "800,000" })).toEqual({
      mortgageBalance: "Mortgage balance cannot exceed the property value",
    });
    expect(messages({ ...filled, currentRate: "abc" })).toHaveProperty("currentRate");
    expect(messages({ ...filled, renewalDate: "1999-01-01" })).toEqual({
      renewalDate: "Renewal date must be within the last year or the next 10 years",
    });
  });

  it("reads the renewal date and current rate as optional", () => {
    const values = renewalFormSchema.parse({ ...filled, currentRate: "" });
    expect(values).toMatchObject({ renewalDate: null, currentRate: null, propertyValue: 700000 });
  });
});

describe("liveRenewal and toRenewalLead", () => {
  it("computes the payment on the balance and the change from the current rate", () => {
    // 350,000 at 3.94% over 25 years monthly: 1,835.85; at 1.89%: 1,464.82 (see renewal-quote.test.ts).
    const result = liveRenewal(filled);
    expect(result?.monthlyPayment).toBeCloseTo(1835.8534387728, 6);
    expect(result?.paymentChange).toBeCloseTo(371.0350184454, 6);
    expect(liveRenewal({ ...filled, currentRate: "x" })).toBeNull();
    expect(
      liveRenewal(
        { ...filled, propertyValue: "700 000", mortgageBalance: "350 000", currentRate: "1,89" },
        "fr-CA",
      )?.paymentChange,
    ).toBeCloseTo(371.0350184454, 6);
  });

  it("builds a refinance body with the renewal figures that the server's schema accepts", () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-03-31`;
    const body = toRenewalLead(renewalFormSchema.parse({ ...filled, renewalDate: nextYear }));
    expect(body).toMatchObject({
      type: "refinance",
      agent_id: null,
      metadata: {
        form: "renewal",
        propertyValue: 700000,
        mortgageBalance: 350000,
        renewalDate: nextYear,
        currentRate: 1.89,
        mortgageRate: 3.94,
        amortization: 25,
        paymentFrequency: "monthly",
      },
    });
    expect(quoteLeadSchema.safeParse(body).success).toBe(true);
    expect(quoteLeadSchema.safeParse({ ...body, type: "rate_quote" }).error?.issues[0]?.path).toEqual([
      "type",
    ]);
  });
});
