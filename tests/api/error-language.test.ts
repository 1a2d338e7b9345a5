import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

/**
 * The API's own refusals (a broker or product that does not exist, a cross-site write, an unknown
 * path, too many submissions, an e-mail already taken) answer in the request's language: French
 * for the French site, which sends fr-CA with every call, and the spec's English word for word
 * otherwise. The code stays the same in both, so a caller can still tell the cases apart.
 */

const FRENCH = "fr-CA,fr;q=0.9,en;q=0.5";
const ENGLISH = "en-CA,en;q=0.9";

let t: TestContext;
let superCookie: string;
beforeAll(async () => {
  // One newsletter sign-up per network in 10 minutes, so the second is refused.
  t = await createTestContext({ NEWSLETTER_LIMIT_PER_10_MIN: "1" });
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(() => t.close());

async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ((await res.json()) as ApiErrorBody).error;
}

const inLanguage = (language: string | undefined): Record<string, string> =>
  language === undefined ? {} : { "accept-language": language };

describe("the API's own refusals in the request's language", () => {
  describe.each([
    ["French", FRENCH, "Courtier introuvable"],
    ["English", ENGLISH, "Agent not found"],
    ["no language", undefined, "Agent not found"],
  ])("an unknown broker's page (%s)", (_name, language, message) => {
    it(`answers 404 "${message}"`, async () => {
      const res = await t.request("/api/agents/no-such-broker-anywhere", { headers: inLanguage(language) });
      expect(await errorOf(res, 404)).toEqual({ code: "not_found", message });
    });
  });

  it.each([
    [FRENCH, "Produit introuvable."],
    [ENGLISH, "Product not found."],
  ])("answers a product that does not exist (%s) with %j", async (language, message) => {
    const res = await t.request(`/api/products/${randomUUID()}`, { headers: inLanguage(language) });
    expect(await errorOf(res, 404)).toEqual({ code: "not_found", message });
  });

  it.each([
    [FRENCH, "Requête intersite refusée"],
    [ENGLISH, "Cross-site request refused"],
  ])("refuses a cross-site POST (%s) with %j", async (language, message) => {
    const res = await t.request("/api/newsletter", {
      method: "POST",
      json: { email: "someone@example.ca" },
      headers: { ...inLanguage(language), origin: "https://elsewhere.example" },
    });
    expect(await errorOf(res, 403)).toEqual({ code: "csrf_rejected", message });
  });

  it.each([
    [FRENCH, "Aucune route de l’API pour GET /api/no-such-thing"],
    [ENGLISH, "No API route for GET /api/no-such-thing"],
    [undefined, "No API route for GET /api/no-such-thing"],
  ])("answers an unknown /api path (%s) with %j", async (language, message) => {
    const res = await t.request("/api/no-such-thing", { headers: inLanguage(language) });
    expect(await errorOf(res, 404)).toEqual({ code: "not_found", message });
  });

  it.each([
    [FRENCH, "Trop d’envois à partir de votre réseau. Veuillez patienter 10 minutes avant de réessayer."],
    [ENGLISH, "Too many submissions from your network. Please wait 10 minutes and try again."],
  ])("tells a network over its limit (%s) how long to wait: %j", async (language, message) => {
    const ip = `198.51.100.${language === FRENCH ? 7 : 8}`;
    const subscribe = () =>
      t.request("/api/newsletter", {
        method: "POST",
        json: { email: `reader-${randomUUID()}@example.ca` },
        headers: inLanguage(language),
        ip,
      });
    expect((await subscribe()).status).toBe(201);
    const refused = await subscribe();
    expect(await errorOf(refused, 429)).toEqual({ code: "rate_limited", message });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it.each([
    [FRENCH, "Un compte existe déjà avec cette adresse courriel"],
    [ENGLISH, "An account with this email already exists"],
  ])("refuses an agent whose e-mail is taken (%s) with %j", async (language, message) => {
    const email = `taken-${randomUUID()}@brokers.test`;
    const create = (fullName: string) =>
      t.request("/api/admin/agents", {
        method: "POST",
        cookie: superCookie,
        json: { fullName, email, password: "s3cret-pass" },
        headers: inLanguage(language),
      });
    expect((await create("First Owner")).status).toBe(201);
    expect(await errorOf(await create("Second Owner"), 409)).toEqual({
      code: "conflict",
      field: "email",
      message,
    });
  });

  it.each([
    [FRENCH, "Courriel ou mot de passe invalide"],
    [ENGLISH, "Invalid email or password"],
  ])("refuses a wrong password (%s) with %j, keeping better-auth's code", async (language, message) => {
    const { email } = await t.signInAs("agent");
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "not-the-password" },
      headers: inLanguage(language),
    });
    expect(await errorOf(res, 401)).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message });
  });
});
