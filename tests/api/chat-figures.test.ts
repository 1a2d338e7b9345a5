/**
 * The assistant's figures through POST /api/chat equal the calculators' and the rates page's for the same
 * inputs (issue 46, "one set of numbers"), in both languages, with the province the widget sends standing
 * in for one the question does not name.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landTransferTax } from "../../src/domain/closing-costs/land-transfer-tax";
import { NATIONAL_PROVINCE, PROVINCES, RATE_PROVINCES, type ProvinceCode } from "../../src/domain/constants";
import { formatCurrency, formatPercent } from "../../src/domain/format";
import { translatorFor } from "../../src/i18n/intl";
import { mortgageRates } from "../../src/server/db/schema";
import { listProvinceRates } from "../../src/server/routes/rates/queries";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

interface ChatBody extends ApiErrorBody {
  reply: { role: string; content: string };
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function ask(content: string, options: { province?: unknown; locale?: "en-CA" | "fr-CA" } = {}) {
  const res = await t.request("/api/chat", {
    method: "POST",
    json: { messages: [{ role: "user", content }], province: options.province },
    headers: { "accept-language": options.locale ?? "en-CA" },
  });
  return { res, body: (await res.json()) as ChatBody };
}

describe("POST /api/chat answers land transfer tax with the calculator's figures", () => {
  it("in English, Toronto's two levies and the first-time buyer rebates, with the filled-in calculator", async () => {
    const { res, body } = await ask(
      "What's the land transfer tax on a $750k condo in Toronto? I'm a first-time buyer.",
    );
    expect(res.status).toBe(200);
    const result = landTransferTax({ price: 750_000, province: "ON", city: "toronto", firstTime: true });
    expect(body.reply.content).toContain(`= ${formatCurrency(result.netCents / 100, 2)} to pay`);
    expect(body.reply.content).toContain("Toronto municipal land transfer tax");
    expect(body.reply.content).toContain(
      "/land-transfer-tax-calculator?price=750000&province=ON&city=toronto&first_time=true",
    );
  });

  it("in French, on either site, with French figures and the French calculator", async () => {
    for (const locale of ["fr-CA", "en-CA"] as const) {
      const { body } = await ask("Combien de taxe de bienvenue pour une maison de 550 000 $ à Montréal?", {
        locale,
      });
      const result = landTransferTax({ price: 550_000, province: "QC", city: "montreal", firstTime: false });
      expect(body.reply.content).toContain(
        `Droits de mutation immobilière de Montréal (taxe de bienvenue)\u00a0: ${formatCurrency(result.taxCents / 100, 2, "fr-CA")}`,
      );
      expect(body.reply.content).toContain(
        "/fr/land-transfer-tax-calculator?price=550000&province=QC&city=montreal",
      );
    }
  });

  it("asks for the province when neither the question nor the request gives one, and takes the request's", async () => {
    const question = "land transfer tax on $800,000?";
    expect((await ask(question)).body.reply.content).toContain("which province or territory is the home in?");
    const { body } = await ask(question, { province: "BC" });
    const result = landTransferTax({ price: 800_000, province: "BC", firstTime: false });
    expect(body.reply.content).toContain(
      `British Columbia property transfer tax: ${formatCurrency(result.taxCents / 100, 2)}`,
    );
  });

  it("answers CMHC insurance for the request's province", async () => {
    const { body } = await ask("CMHC premium on a $600k home with 10% down?", { province: "QC" });
    // 3.10% of $540,000 = $16,740; Québec's 9% on it = $1,506.60.
    expect(body.reply.content).toContain("= $16,740.00");
    expect(body.reply.content).toContain("Provincial sales tax of 9% on the premium: $1,506.60");
  });
});

describe("POST /api/chat refuses a province that is not one", () => {
  it.each(["XX", "Ontario", 5, "on"])("%j, naming the field in the visitor's language", async (province) => {
    for (const locale of ["en-CA", "fr-CA"] as const) {
      const { res, body } = await ask("What are today's rates?", { province, locale });
      expect(res.status).toBe(400);
      expect(body.error.field).toBe("province");
      expect(body.error.message).toContain(translatorFor(locale)("validation.chatProvince"));
    }
  });
});

const TERMS = ["1 year", "3 year", "5 year"] as const;

const rateRows = fc.array(
  fc.record({
    term: fc.constantFrom(...TERMS),
    rateType: fc.constantFrom("fixed" as const, "variable" as const),
    province: fc.constantFrom(...RATE_PROVINCES),
    ourRate: fc.integer({ min: 200, max: 900 }).map((bp) => bp / 100),
    isActive: fc.boolean(),
  }),
  { maxLength: 14 },
);

/** How the question names the province: by name, by code, or not at all (the request's province then). */
const asking = fc.record({
  province: fc.constantFrom(...PROVINCES.map((province) => province.code)),
  named: fc.constantFrom("name", "code", "request"),
  term: fc.option(fc.constantFrom(...TERMS), { nil: null }),
});

function lowest(
  rates: { term: string; rate_type: string; our_rate: number }[],
  type: string,
  term: string | null,
) {
  const ofType = rates.filter((rate) => rate.rate_type === type);
  const ofTerm = ofType.filter((rate) => rate.term === term);
  const candidates = ofTerm.length > 0 ? ofTerm : ofType;
  return candidates.length > 0 ? Math.min(...candidates.map((rate) => rate.our_rate)) : null;
}

describe("the assistant's rates", () => {
  it("are the lowest of those the rates page shows for the province asked or chosen, across many rate tables", async () => {
    await fc.assert(
      fc.asyncProperty(rateRows, asking, async (rows, { province, named, term }) => {
        await t.deps.db.delete(mortgageRates);
        if (rows.length > 0)
          await t.deps.db.insert(mortgageRates).values(rows.map((row) => ({ ...row, postedRate: 9 })));
        const name = PROVINCES.find((p) => p.code === province)!.name;
        const where = named === "name" ? ` in ${name}` : named === "code" ? ` in ${province}` : "";
        const question = `What are today's ${term ?? "mortgage"} rates${where}?`;
        const { body } = await ask(
          question,
          named === "request" ? { province: province as ProvinceCode } : {},
        );

        const shown = await listProvinceRates(t.deps.db, name, false);
        const shownIn = shown.fallback ? NATIONAL_PROVINCE : name;
        const fixed = lowest(shown.rates, "fixed", term);
        const variable = lowest(shown.rates, "variable", term);
        const reply = body.reply.content;
        if (fixed === null && variable === null) {
          expect(reply).toContain("We have no rates published at the moment.");
          return;
        }
        for (const [label, best, type] of [
          ["Best fixed rate", fixed, "fixed"],
          ["Best variable rate", variable, "variable"],
        ] as const) {
          if (best === null) {
            expect(reply).not.toContain(label);
            continue;
          }
          expect(reply).toMatch(
            new RegExp(
              `${label}: ${formatPercent(best).replace(".", "\\.")} \\(\\d+ year ${type}, ${shownIn};`,
            ),
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});
