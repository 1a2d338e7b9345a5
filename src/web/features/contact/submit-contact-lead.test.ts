import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { externalNetworkToast } from "./submit-contact-lead";

const t = translatorFor("en-CA");

describe("externalNetworkToast", () => {
  it("maps each outcome of the external post to the spec's toast", () => {
    expect(externalNetworkToast("submitted", t)).toEqual({
      kind: "success",
      message: "Also submitted to the external mortgage network.",
    });
    expect(externalNetworkToast("failed", t)).toEqual({
      kind: "error",
      message: "Failed to submit to the external mortgage network.",
    });
    expect(externalNetworkToast("skipped", t)).toEqual({
      kind: "info",
      message: "Broker code or wpnonce not provided; skipped external submission.",
    });
  });

  it("speaks French on a French page", () => {
    expect(externalNetworkToast("submitted", translatorFor("fr-CA"))?.message).toBe(
      "Également transmis au réseau hypothécaire externe.",
    );
  });

  it("stays quiet when no external network is configured", () => {
    expect(externalNetworkToast("disabled", t)).toBeUndefined();
  });
});
