import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { purchaseAnnouncement } from "./quote-results";
import { formatPaymentChange, renewalAnnouncement } from "./renewal-results";

const en = translatorFor("en-CA");
const fr = translatorFor("fr-CA");

const renewal = {
  monthlyPayment: 1835.85,
  currentRatePayment: 1464.82,
  paymentChange: 371.03,
  loanToValue: 0.5,
};

describe("the quote dialog's live sentences", () => {
  it("reads the purchase payment and the total mortgage", () => {
    const result = { cmhcInsurance: 13950, totalMortgage: 463950, monthlyPayment: 2433.55 };
    expect(purchaseAnnouncement(result, "monthly", en, "en-CA")).toBe(
      "Monthly payment $2,434 on a total mortgage of $463,950.",
    );
    expect(purchaseAnnouncement({ ...result, monthlyPayment: 0 }, "monthly", en, "en-CA")).toBe("");
  });

  it("reads the renewal payment and how it compares with the current rate", () => {
    expect(renewalAnnouncement(renewal, "monthly", en, "en-CA")).toBe(
      "Monthly payment at renewal $1,836, $371 more than at your current rate.",
    );
    expect(renewalAnnouncement({ ...renewal, paymentChange: -52.4 }, "bi-weekly", en, "en-CA")).toBe(
      "Bi-weekly payment at renewal $1,836, $52 less than at your current rate.",
    );
    expect(renewalAnnouncement({ ...renewal, paymentChange: null }, "monthly", en, "en-CA")).toBe(
      "Monthly payment at renewal $1,836.",
    );
    expect(renewalAnnouncement(null, "monthly", en, "en-CA")).toBe("");
  });

  it("reads them in French on a French page", () => {
    const result = { cmhcInsurance: 13950, totalMortgage: 463950, monthlyPayment: 2433.55 };
    expect(purchaseAnnouncement(result, "monthly", fr, "fr-CA")).toBe(
      "Versement mensuel de 2\u00a0434\u00a0$ sur un prêt hypothécaire total de 463\u00a0950\u00a0$.",
    );
    expect(renewalAnnouncement({ ...renewal, paymentChange: -52.4 }, "bi-weekly", fr, "fr-CA")).toBe(
      "Versement aux deux semaines au renouvellement de 1\u00a0836\u00a0$, 52\u00a0$ de moins qu’à votre taux actuel.",
    );
    expect(formatPaymentChange(371.03, "fr-CA")).toBe("+371\u00a0$");
  });

  it("signs the payment change", () => {
    expect(formatPaymentChange(371.03)).toBe("+$371");
    expect(formatPaymentChange(-52.6)).toBe("−$53");
    expect(formatPaymentChange(0.2)).toBe("$0");
  });
});
