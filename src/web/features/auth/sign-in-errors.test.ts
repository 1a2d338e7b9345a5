import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { ApiError } from "../../lib/api";
import { signInErrorMessage } from "./sign-in-errors";

const en = translatorFor("en-CA");

describe("signInErrorMessage", () => {
  it("maps bad credentials to the spec's sentence", () => {
    const error = new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password");
    expect(signInErrorMessage(error, en)).toBe("Invalid email or password. Please try again.");
  });

  it("recognises the hosted backend's 'Invalid login credentials' wording", () => {
    const error = new ApiError(400, "invalid_grant", "Invalid login credentials");
    expect(signInErrorMessage(error, en)).toBe("Invalid email or password. Please try again.");
  });

  it("shows the server's message for other failures, such as rate limiting", () => {
    const error = new ApiError(429, "rate_limited", "Too many attempts. Try again in a minute.");
    expect(signInErrorMessage(error, en)).toBe("Too many attempts. Try again in a minute.");
  });

  it("falls back to the generic sentence when there is no message", () => {
    expect(signInErrorMessage(new ApiError(500, "http_500", ""), en)).toBe(
      "An error occurred during authentication",
    );
    expect(signInErrorMessage(new TypeError("boom"), en)).toBe("An error occurred during authentication");
  });
});

describe("signInErrorMessage in French", () => {
  it("says the spec's sentence in French for a wrong password", () => {
    const error = new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password");
    expect(signInErrorMessage(error, translatorFor("fr-CA"))).toBe(
      "Courriel ou mot de passe invalide. Veuillez réessayer.",
    );
  });
});
