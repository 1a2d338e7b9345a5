import { describe, expect, it } from "vitest";
import { quoteMessages } from "../../../../tests/support/english-texts";
import { translatorFor } from "../../../i18n/intl";
import { ApiError } from "../../lib/api";
import { quoteFailureMessage } from "./submit-quote";

const t = translatorFor("en-CA");

describe("quoteFailureMessage", () => {
  it("shows the server's text when the form is rate-limited", () => {
    const error = new ApiError(429, "rate_limited", "Too many requests. Please try again in 10 minutes.");
    expect(quoteFailureMessage(error, t)).toBe("Too many requests. Please try again in 10 minutes.");
  });

  it("shows 'Failed to submit form' for any other failure", () => {
    expect(quoteFailureMessage(new ApiError(500, "internal", "boom"), t)).toBe(quoteMessages.submitFailed);
    expect(quoteFailureMessage(new ApiError(0, "network_error", "offline"), t)).toBe(
      quoteMessages.submitFailed,
    );
    expect(quoteFailureMessage(new Error("unexpected"), t)).toBe(quoteMessages.submitFailed);
  });
});
