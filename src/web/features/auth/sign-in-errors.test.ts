import { describe, expect, it } from "vitest";
import { authMessages } from "../../../domain/messages";
import { ApiError } from "../../lib/api";
import { signInErrorMessage } from "./sign-in-errors";

describe("signInErrorMessage", () => {
  it("maps bad credentials to the spec's sentence", () => {
    const error = new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password");
    expect(signInErrorMessage(error)).toBe("Invalid email or password. Please try again.");
  });

  it("recognises the hosted backend's 'Invalid login credentials' wording", () => {
    const error = new ApiError(400, "invalid_grant", "Invalid login credentials");
    expect(signInErrorMessage(error)).toBe(authMessages.invalidCredentials);
  });

  it("shows the server's message for other failures, such as rate limiting", () => {
    const error = new ApiError(429, "rate_limited", "Too many attempts. Try again in a minute.");
    expect(signInErrorMessage(error)).toBe("Too many attempts. Try again in a minute.");
  });

  it("falls back to the generic sentence when there is no message", () => {
    expect(signInErrorMessage(new ApiError(500, "http_500", ""))).toBe(
      "An error occurred during authentication",
    );
    expect(signInErrorMessage(new TypeError("boom"))).toBe("An error occurred during authentication");
  });
});
