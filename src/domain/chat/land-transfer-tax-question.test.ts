import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MessageId } from "../../i18n/catalogs";
import { translatorFor } from "../../i18n/intl";
import type { Locale } from "../../i18n/locale";
import { PROVINCES, type ProvinceCode } from "../constants";
import { formatInteger } from "../format";
import { provinceLabel } from "../province-labels";
import { readClosingCostsQuery } from "../closing-costs/closing-costs-query";
import { dueAtClosingCents, landTransferTax } from "../closing-costs/land-transfer-tax";
import {
  CITY_LEVIES,
  CITY_PROVINCE,
  JURISDICTIONS,
  type City,
} from "../closing-costs/land-transfer-tax-tables";
import { cents } from "./figure-texts";
import {
  LEVY_NAMES,
  landTransferTaxAnswer,
  landTransferTaxEntry,
  landTransferTaxQuestion,
} from "./land-transfer-tax-question";

const CODES = PROVINCES.map((province) => province.code);
const linkIn = (answer: string) => /\/(?:fr\/)?land-transfer-tax-calculator\?[^\s)]+/.exec(answer)?.[0] ?? "";
const answerTo = (question: string, language: Locale = "en-CA", chosen: ProvinceCode | null = null) =>
  String(landTransferTaxEntry(question, language, chosen)?.answer);

describe("land transfer tax questions", () => {
  it.each([
    [
      "What's the land transfer tax on a $750k condo in Toronto? First-time buyer.",
      750_000,
      "ON",
      "toronto",
      true,
    ],
    ["ltt 1.2M toronto ftb", 1_200_000, "ON", "toronto", true],
    ["How much is the welcome tax on a $500,000 condo in Montreal?", 500_000, "QC", "montreal", false],
    ["property transfer tax for $900,000 in Vancouver", 900_000, "BC", null, false],
    ["Land transfer tax on 650000 in Ontario, not a first-time buyer", 650_000, "ON", null, false],
    ["land transfer tax for a $400,000 home in BC, first time home buyer", 400_000, "BC", null, true],
    ["registration fees on a $450k house in Alberta?", 450_000, "AB", null, false],
    ["LTT on a $600k house with $60k down in Ottawa", 600_000, "ON", null, false],
    ["land transfer tax on $800,000", 800_000, null, null, false],
  ] as const)("%s", (question, price, province, city, firstTime) => {
    expect(landTransferTaxQuestion(question)).toEqual({ price, province, city, firstTime });
  });

  it.each([
    [
      "Combien de taxe de bienvenue pour un condo de 350k à Québec, premier achat?",
      350_000,
      "QC",
      "quebec-city",
      true,
    ],
    ["Droits de mutation immobilière pour une maison de 1,2 M$ en Ontario", 1_200_000, "ON", null, false],
    ["taxe de bienvenue sur 550 000 $ à Montréal", 550_000, "QC", "montreal", false],
    ["droits de mutation au Québec pour 400\u00a0000\u00a0$, premier acheteur", 400_000, "QC", null, true],
    [
      "Quels sont les droits de cession immobilière à Toronto pour 750 000 $?",
      750_000,
      "ON",
      "toronto",
      false,
    ],
    ["frais d'enregistrement pour 500 000 $ en Saskatchewan", 500_000, "SK", null, false],
    [
      "taxe de mutation pour 700 000 $ en Colombie-Britannique, ma première maison",
      700_000,
      "BC",
      null,
      true,
    ],
  ] as const)("%s", (question, price, province, city, firstTime) => {
    expect(landTransferTaxQuestion(question)).toEqual({ price, province, city, firstTime });
  });

  it.each([
    "What is land transfer tax?",
    "How much land transfer tax in Toronto?",
    "I want a $750k condo in Toronto",
    "Quelle est la taxe de bienvenue à Montréal?",
    "Land transfer tax in Ontario for 2026?",
  ])("gives no figure without the tax asked about and a price: %s", (question) => {
    expect(landTransferTaxQuestion(question)).toBeNull();
  });

  it("reads the words of either language, as visitors mix them", () => {
    expect(landTransferTaxQuestion("welcome tax sur 500 000 $ à Montréal, first-time buyer")).toEqual({
      price: 500_000,
      province: "QC",
      city: "montreal",
      firstTime: true,
    });
    expect(answerTo("land transfer tax pour 450 000 $ en Ontario, premier achat", "fr-CA")).toContain(
      "Droits de cession immobilière de l’Ontario\u00a0: 5\u00a0475,00\u00a0$, moins le remboursement pour premier acheteur de 4\u00a0000,00\u00a0$",
    );
  });

  it("answers Toronto with both levies, both rebates, the net and the filled-in calculator", () => {
    // Ontario on $750,000: 0.5% of 55,000 + 1% of 195,000 + 1.5% of 150,000 + 2% of 350,000 = 275 + 1,950
    // + 2,250 + 7,000 = $11,475; Toronto's municipal tax uses the same brackets up to $2,000,000.
    const answer = answerTo("What's the land transfer tax on a $750k condo in Toronto? First-time buyer.");
    expect(answer).toContain(
      "- Ontario land transfer tax: $11,475.00, less the first-time buyer rebate of $4,000.00 = $7,475.00",
    );
    expect(answer).toContain(
      "- Toronto municipal land transfer tax: $11,475.00, less the first-time buyer rebate of $4,475.00 = $7,000.00",
    );
    expect(answer).toContain(
      "Total: $22,950.00, less $8,475.00 of first-time buyer relief = $14,475.00 to pay.",
    );
    expect(linkIn(answer)).toBe(
      "/land-transfer-tax-calculator?price=750000&province=ON&city=toronto&first_time=true",
    );
  });

  it("answers in French with French figures and the French calculator", () => {
    const answer = answerTo("Droits de mutation pour une maison de 450 000 $ en Ontario?", "fr-CA");
    // 275 + 1 950 + 0,015 × 150 000 + 0,02 × 50 000 = 5 475 $.
    expect(answer).toContain("- Droits de cession immobilière de l’Ontario\u00a0: 5\u00a0475,00\u00a0$");
    expect(answer).toContain("Si vous êtes un premier acheteur, l’allègement serait de 4\u00a0000,00\u00a0$");
    expect(linkIn(answer)).toBe("/fr/land-transfer-tax-calculator?price=450000&province=ON&first_time=false");
  });

  it("says Québec's relief is a credit claimed in the tax return, the duties being paid in full at closing", () => {
    // Montréal on $300,000: 0.5% of 62,900 + 1% of 237,100 = 314.50 + 2,371 = $2,685.50, all of it within the
    // credit's first tier (100% of the duties up to $5,000).
    expect(answerTo("welcome tax on $300,000 in Montreal, first-time buyer")).toContain(
      "Paid at closing: $2,685.50. Québec’s first-time buyer relief is a refundable tax credit of $2,685.50, claimed in your income tax return, for a net cost of $0.00.",
    );
    expect(answerTo("taxe de bienvenue 300 000 $ à Montréal, premier achat", "fr-CA")).toContain(
      "Payé à la clôture\u00a0: 2\u00a0685,50\u00a0$. Au Québec, l’allègement pour premier acheteur est un crédit d’impôt remboursable",
    );
  });

  it("says the registration fees Alberta and Saskatchewan charge instead, and the territories' lack of a tax", () => {
    // Alberta: $50 + $5 for each started $5,000 of $500,000 (100 steps) = $550.
    const alberta = answerTo("land transfer tax on $500,000 in Alberta");
    expect(alberta).toContain(
      "Alberta has no land transfer tax; it charges land title registration fees instead:",
    );
    expect(alberta).toContain("- Alberta land title transfer fee: $550.00");
    expect(alberta).toContain(
      "Also charged on the amount of your mortgage: the Alberta mortgage registration fee.",
    );
    // Saskatchewan: 0.4% of the whole $450,000 = $1,800.
    expect(answerTo("droits de mutation pour 450 000 $ en Saskatchewan", "fr-CA")).toContain(
      "La Saskatchewan n’a pas de droits de mutation immobilière",
    );
    expect(answerTo("land transfer tax on $400k in Yukon")).toContain(
      "Yukon has no land transfer tax. The land titles office charges small registration fees",
    );
    expect(answerTo("land transfer tax on $400k in the NWT")).toContain(
      "The Northwest Territories have no land transfer tax.",
    );
    expect(
      answerTo("droits de mutation pour 400 000 $ dans les Territoires du Nord-Ouest", "fr-CA"),
    ).toContain("Les Territoires du Nord-Ouest n’ont pas de droits de mutation immobilière.");
    expect(answerTo("droits de mutation pour 400 000 $ au Nunavut", "fr-CA")).toContain(
      "Le Nunavut n’a pas de droits de mutation immobilière.",
    );
  });

  it("asks for the province when none is known, and takes the visitor's chosen one", () => {
    expect(answerTo("land transfer tax on $800,000")).toContain(
      "which province or territory is the home in?",
    );
    expect(answerTo("droits de mutation pour 800 000 $", "fr-CA")).toContain(
      "dans quelle province ou quel territoire se trouve la propriété\u00a0?",
    );
    const chosen = answerTo("land transfer tax on $800,000", "en-CA", "BC");
    expect(chosen).toContain("British Columbia property transfer tax: $14,000.00");
    // The question's own province wins over the chosen one.
    expect(answerTo("land transfer tax on $800,000 in Manitoba", "en-CA", "BC")).toContain(
      "Manitoba land transfer tax",
    );
  });

  it("names every levy of the tables in both languages", () => {
    const levies = [
      ...Object.values(JURISDICTIONS).flatMap((jurisdiction) => jurisdiction.levies),
      ...Object.values(CITY_LEVIES).map((city) => city.levy),
    ];
    // Named as the calculator the answer links to names it.
    const messageId = (id: string) =>
      `closing-costs.levy.${id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}` as MessageId;
    for (const levy of levies) {
      for (const locale of ["en-CA", "fr-CA"] as const) {
        expect(LEVY_NAMES[levy.id]?.[locale], `${levy.id} ${locale}`).toBe(
          translatorFor(locale)(messageId(levy.id)),
        );
      }
    }
  });
});

/** A price written the ways visitors write it in each language; all read back as `price`. */
function writtenPrice(price: number, style: number, language: Locale): string {
  if (style === 0 && price % 1000 === 0)
    return language === "fr-CA" ? `${price / 1000}k` : `$${price / 1000}k`;
  if (style === 1 && price % 100_000 === 0)
    return language === "fr-CA" ? `${String(price / 1e6).replace(".", ",")} M$` : `$${price / 1e6}M`;
  if (style === 2)
    return language === "fr-CA" ? `${formatInteger(price, "fr-CA")} $` : `$${formatInteger(price)}`;
  // A bare number from 1900 to 2100 reads as a year, so the English bare style marks it as dollars.
  if (language === "en-CA") return price >= 1900 && price <= 2100 ? `${price} dollars` : String(price);
  return `${price} $`;
}

const CITY_NAMES: Record<City, Record<Locale, string>> = {
  toronto: { "en-CA": "in Toronto", "fr-CA": "à Toronto" },
  montreal: { "en-CA": "in Montreal", "fr-CA": "à Montréal" },
  "quebec-city": { "en-CA": "in Quebec City", "fr-CA": "à Québec" },
};

function writtenPlace(province: ProvinceCode, city: City | null, byCode: boolean, language: Locale): string {
  if (city) return CITY_NAMES[city][language];
  if (byCode) return `in ${province}`;
  return language === "fr-CA"
    ? `en ${provinceLabel(province, "fr-CA")}`
    : `in ${provinceLabel(province, "en-CA")}`;
}

const inputs = fc
  .record({
    price: fc.oneof(
      fc.integer({ min: 1_000, max: 30_000_000 }),
      fc.integer({ min: 1, max: 300 }).map((k) => k * 10_000),
    ),
    province: fc.constantFrom(...CODES),
    cityPick: fc.nat(),
    firstTime: fc.boolean(),
    language: fc.constantFrom<Locale>("en-CA", "fr-CA"),
    style: fc.nat({ max: 3 }),
    byCode: fc.boolean(),
  })
  .map(({ cityPick, ...input }) => {
    const cities = (Object.keys(CITY_PROVINCE) as City[]).filter(
      (city) => CITY_PROVINCE[city] === input.province,
    );
    const city = cities.length > 0 && cityPick % 2 === 0 ? (cities[cityPick % cities.length] ?? null) : null;
    return { ...input, city };
  });

describe("the assistant's land transfer tax", () => {
  it("equals the calculator's for the same inputs, across many questions in both languages", () => {
    fc.assert(
      fc.property(inputs, ({ price, province, city, firstTime, language, style, byCode }) => {
        const place = writtenPlace(province, city, byCode, language);
        const amount = writtenPrice(price, style, language);
        const question =
          language === "fr-CA"
            ? `Combien de droits de mutation pour une propriété de ${amount} ${place}${firstTime ? ", premier achat" : ""}?`
            : `What is the land transfer tax on ${amount} ${place}${firstTime ? " for a first-time buyer" : ""}?`;
        const asked = landTransferTaxQuestion(question);
        expect(asked).toEqual({ price, province, city, firstTime });

        const answer = landTransferTaxAnswer({ price, province, city, firstTime }, language);
        const result = landTransferTax({ price, province, firstTime, ...(city ? { city } : {}) });
        for (const levy of result.levies) {
          expect(answer).toContain(cents(levy.taxCents / 100, language));
          if (levy.rebateCents > 0) expect(answer).toContain(cents(levy.netCents / 100, language));
        }
        if (result.rebateCents > 0) expect(answer).toContain(cents(result.netCents / 100, language));
        // What is paid on closing day: the net, except a credit claimed later in the tax return.
        if (result.rebateCents > 0)
          expect(answer).toContain(cents(dueAtClosingCents(result) / 100, language));
        // The link fills the calculator with the very inputs the answer was computed from.
        const link = new URL(linkIn(answer), "https://vayu.example");
        expect(link.pathname.startsWith("/fr/")).toBe(language === "fr-CA");
        expect(readClosingCostsQuery(link.searchParams)).toEqual({
          price,
          province,
          firstTime,
          ...(city ? { city } : {}),
        });
      }),
      { numRuns: 500 },
    );
  });
});
