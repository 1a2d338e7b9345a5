import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

/**
 * The API answers a refused form in the visitor's language: the French site sends fr-CA with every
 * call, and the error's message, said by the schemas and the server, is then French. The field is
 * named either way, so a form can put the message beside it.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const quote = {
  client_name: "Jeanne Acheteuse",
  client_email: "jeanne@example.ca",
  client_phone: null,
  agent_id: "none",
  type: "rate_quote",
  metadata: {
    price: 600000,
    downPayment: 60000,
    location: "Quebec",
    amortization: 25,
    mortgageRate: 3.94,
    paymentFrequency: "monthly",
  },
};

async function refusal(path: string, json: unknown, language: string, method = "POST") {
  const res = await t.request(path, { method, json, headers: { "accept-language": language } });
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toContain("application/json");
  return ((await res.json()) as ApiErrorBody).error;
}

describe("validation messages in the request's language", () => {
  it("answers a quote without its name in French for a French page, naming the field", async () => {
    const { client_name: _missing, ...withoutName } = quote;
    const error = await refusal("/api/leads/quote", withoutName, "fr-CA,fr;q=0.9,en;q=0.5");
    expect(error).toEqual({
      code: "invalid_request",
      field: "client_name",
      message: "client_name\u00a0: Veuillez remplir tous les champs obligatoires",
    });
  });

  it("answers the same quote with the spec's English text for an English page", async () => {
    const { client_name: _missing, ...withoutName } = quote;
    const error = await refusal("/api/leads/quote", withoutName, "en-CA,en;q=0.9");
    expect(error).toEqual({
      code: "invalid_request",
      field: "client_name",
      message: "client_name: Please fill in all required fields",
    });
  });

  it("says a schema's figures the French way: a limit with French digit grouping", async () => {
    const error = await refusal(
      "/api/leads/quote",
      { ...quote, metadata: { ...quote.metadata, price: 200_000_000 } },
      "fr-CA",
    );
    expect(error.field).toBe("metadata.price");
    expect(error.message).toBe("metadata.price\u00a0: Doit être d’au plus 100\u00a0000\u00a0000");
  });

  it("says zod's own messages in French too, for a value of the wrong type", async () => {
    const french = await refusal("/api/leads/quote", { ...quote, client_phone: 42 }, "fr-CA");
    expect(french.field).toBe("client_phone");
    expect(french.message).toMatch(/^client_phone\u00a0: Valeur invalide\u00a0: type string attendu/);
    const english = await refusal("/api/leads/quote", { ...quote, client_phone: 42 }, "en-CA");
    expect(english.message).toBe("client_phone: Invalid input: expected string, received number");
  });

  it("says the server's own refusals in French: a body that is not JSON, text it cannot store", async () => {
    const res = await t.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "fr-CA" },
      body: "email=a@b.ca",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.message).toBe(
      "Le corps de la requête doit être du JSON valide",
    );
    const nul = await refusal("/api/newsletter", { email: "a\u0000@b.ca" }, "fr-CA");
    expect(nul).toMatchObject({
      field: "email",
      message: "email\u00a0: Ne doit pas contenir le caractère NUL (U+0000)",
    });
  });

  it("asks a French visitor to sign in, in French", async () => {
    const res = await t.request("/api/leads/applications", { headers: { "accept-language": "fr-CA" } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ApiErrorBody).error.message).toBe("Veuillez vous connecter pour continuer");
  });
});
