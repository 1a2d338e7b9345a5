import { describe, expect, it } from "vitest";
import { purchaseAnnouncement } from "./quote-results";
import { formatPaymentChange, renewalAnnouncement } from "./renewal-results";

const renewal = {
  monthlyPayment: 1835.85,
  currentRatePayment: 1464.82,
  paymentChange: 371.03,
  loanToValue: 0.5,
};

describe("the quote dialog's live sentences", () => {
  it("reads the purchase payment and the total mortgage", () => {
    const result = { cmhcInsurance: 13950, totalMortgage: 463950, monthlyPayment: 2433.55 };
    expect(purchaseAnnouncement(result, "Monthly")).toBe(
      "Monthly payment $2,434 on a total mortgage of $463,950.",
    );
    expect(purchaseAnnouncement({ ...result, monthlyPayment: 0 }, "Monthly")).toBe("");
  });

  it("reads the renewal payment and how it compares with the current rate", () => {
    expect(renewalAnnouncement(renewal, "Monthly")).toBe(
      "Monthly payment at renewal $1,836, $371 more than at your current rate.",
    );
    expect(renewalAnnouncement({ ...renewal, paymentChange: -52.4 }, "Bi-weekly")).toBe(
      "Bi-weekly payment at renewal $1,836, $52 less than at your current rate.",
    );
    expect(renewalAnnouncement({ ...renewal, paymentChange: null }, "Monthly")).toBe(
      "Monthly payment at renewal $1,836.",
    );
    expect(renewalAnnouncement(null, "Monthly")).toBe("");
  });

  it("signs the payment change", () => {
    expect(formatPaymentChange(371.03)).toBe("+$371");
    expect(formatPaymentChange(-52.6)).toBe("−$53");
    expect(formatPaymentChange(0.2)).toBe("$0");
  });
});
