import { describe, expect, it } from "vitest";
import { publicMessages } from "../../../domain/messages";
import { externalNetworkToast } from "./submit-contact-lead";

describe("externalNetworkToast", () => {
  it("maps each outcome of the external post to the spec's toast", () => {
    expect(externalNetworkToast("submitted")).toEqual({
      kind: "success",
      message: "Also submitted to the external mortgage network.",
    });
    expect(externalNetworkToast("failed")).toEqual({
      kind: "error",
      message: "Failed to submit to the external mortgage network.",
    });
    expect(externalNetworkToast("skipped")).toEqual({
      kind: "info",
      message: publicMessages.externalSkipped,
    });
    expect(publicMessages.externalSkipped).toBe(
      "Broker code or wpnonce not provided; skipped external submission.",
    );
  });

  it("stays quiet when no external network is configured", () => {
    expect(externalNetworkToast("disabled")).toBeUndefined();
  });
});
