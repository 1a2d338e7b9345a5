import { describe, expect, it } from "vitest";
import { REPLAY_WINDOW_SECONDS, signatureHeader, verifySignature } from "./webhook-signature";

const secret = "a-webhook-secret-of-some-length";
const body = JSON.stringify({ event: "lead.created", lead: { client_name: "Zoë Tremblay" } });
const now = new Date("2026-11-24T15:00:00Z");

describe("lead webhook signatures", () => {
  it("verifies a header made for the same body and secret", () => {
    const header = signatureHeader(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, now)).toBe(true);
  });

  it("refuses another secret, a changed body, or no header", () => {
    const header = signatureHeader(secret, body, now);
    expect(verifySignature("another-secret-entirely", body, header, now)).toBe(false);
    expect(verifySignature(secret, body.replace("Zoë", "Zoe"), header, now)).toBe(false);
    expect(verifySignature(secret, body, null, now)).toBe(false);
    expect(verifySignature(secret, body, "t=abc,v1=zz", now)).toBe(false);
  });

  it("refuses a timestamp outside the replay window, either way", () => {
    const header = signatureHeader(secret, body, now);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verifySignature(secret, body, header, later(REPLAY_WINDOW_SECONDS))).toBe(true);
    expect(verifySignature(secret, body, header, later(REPLAY_WINDOW_SECONDS + 1))).toBe(false);
    expect(verifySignature(secret, body, header, later(-REPLAY_WINDOW_SECONDS - 1))).toBe(false);
  });

  it("refuses a signature moved to another timestamp", () => {
    const [, v1] = signatureHeader(secret, body, now).split(",");
    const moved = `t=${Math.floor(now.getTime() / 1000) + 60},${v1}`;
    expect(verifySignature(secret, body, moved, now)).toBe(false);
  });
});
