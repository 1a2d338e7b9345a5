/** Texts of the product and service pages that the spec leaves to us; the tests assert them from here. */
export const catalogueMessages = {
  /**
   * What a product's price is: every demo price is a fee (a broker fee or a lender's set-up fee), and a
   * mortgage product has no price of its own, so a bare "$995" would read as the cost of the mortgage.
   */
  priceLabel: "Fee",
} as const;
