/** The quote dialog's own texts beyond the spec's (those live in domain/messages.ts). */
export const quoteFormMessages = {
  propertyValueMissing: "Enter the property value",
  balanceMissing: "Enter your mortgage balance",
  balanceAboveValue: "Mortgage balance cannot exceed the property value",
  renewalDateHint: "When your current term ends (the maturity date on your renewal letter).",
  currentRateHint: "Your mortgage's rate today, to compare payments.",
  balanceHint: "What you still owe on the mortgage.",
  changeNote: "Same balance and amortization at both rates.",
  noCurrentRate: "Add your current rate to compare",
} as const;
