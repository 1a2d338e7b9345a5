/** Texts of the broker page that the spec leaves to us; the tests assert them from here. */

/** Shown when a province has no rates of its own and the National rates stand in. */
export function nationalRatesNotice(province: string): string {
  return `${province} has no rates of its own right now, so National rates are shown.`;
}
