/** Text to search terms: lowercase, no accents or punctuation, common misspellings fixed, plurals folded. */

const MISSPELLINGS: Record<string, string> = {
  morgage: "mortgage",
  mortage: "mortgage",
  mortgauge: "mortgage",
  morgtage: "mortgage",
  intrest: "interest",
  interst: "interest",
  refinace: "refinance",
  refinanse: "refinance",
  refi: "refinance",
  amortisation: "amortization",
  amortazation: "amortization",
  amoritization: "amortization",
  varible: "variable",
  variabel: "variable",
  fixd: "fixed",
  downpayment: "down payment",
  preapproval: "pre approval",
  preapproved: "pre approved",
  selfemployed: "self employed",
  eligable: "eligible",
  elligible: "eligible",
  qualifiy: "qualify",
  borow: "borrow",
  borrowe: "borrow",
  brokar: "broker",
  licenced: "licensed",
  licence: "license",
  privacey: "privacy",
  insurence: "insurance",
  insurnace: "insurance",
  renewel: "renewal",
  renwal: "renewal",
  stres: "stress",
};

/** Questions made only of stop words that still name a topic: asking about Vayu itself. */
const PHRASE_REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:who|what) (?:are|r) (?:you|u)\b/g, " vayu "],
  [/\bare (?:you|u) (?:a )?(?:bot|robot|real|human|person)\b/g, " vayu "],
];

/** Words that carry no topic; dropped before scoring. */
const STOP_WORDS = new Set(
  `a an the is are was were be been am i me my we our you your it its this that these those of to in on at
  for with by from and or but if so do does did can could should would will shall may might must how what
  why when where who which there here about any some much many more most get got have has had tell know
  please thanks thank want need like just also out up into than then them they their he she his her us
  im id ive dont doesnt isnt whats hows one time`
    .split(/\s+/)
    .filter(Boolean),
);

function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith("es") && /(?:sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The words of `text`, normalised and stemmed, stop words removed. */
export function terms(text: string): string[] {
  const cleaned = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  const plain = PHRASE_REWRITES.reduce((text, [pattern, topic]) => text.replace(pattern, topic), cleaned);
  const out: string[] = [];
  for (const raw of plain.split(" ")) {
    if (!raw) continue;
    for (const word of (MISSPELLINGS[raw] ?? raw).split(" ")) {
      const stemmed = stem(word);
      if (!STOP_WORDS.has(stemmed)) out.push(MISSPELLINGS[stemmed] ?? stemmed);
    }
  }
  return out;
}

/** Terms plus adjacent pairs, so "first time" and "fixed variable" count as phrases. */
export function termsWithPairs(text: string): string[] {
  const words = terms(text);
  const pairs = words.slice(1).map((word, i) => `${words[i]}_${word}`);
  return [...words, ...pairs];
}
