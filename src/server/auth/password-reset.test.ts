import { describe, expect, it } from "vitest";
import { resetPasswordLink } from "./password-reset";

describe("resetPasswordLink", () => {
  it("points at our reset page, marking an invitation", () => {
    expect(resetPasswordLink("https://vayu.ca", "Ab3")).toBe("https://vayu.ca/reset-password?token=Ab3");
    expect(resetPasswordLink("http://localhost:3000", "Ab3", true)).toBe(
      "http://localhost:3000/reset-password?token=Ab3&invite=1",
    );
  });

  it("points a French e-mail's link at the French reset page", () => {
    expect(resetPasswordLink("https://vayu.ca", "Ab3", true, "fr-CA")).toBe(
      "https://vayu.ca/fr/reset-password?token=Ab3&invite=1",
    );
  });
});
