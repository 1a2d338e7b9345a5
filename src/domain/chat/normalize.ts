/**
 * Text to search terms: lowercase, no accents or punctuation, common misspellings fixed, plurals folded.
 * Each language has its own stop words, misspellings and plural rules; accents are dropped in both, so
 * "hypotheque" and "hypothèque" are one term.
 */
import type { Locale } from "../../i18n/locale";

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

/** Typed without accents or with a letter missing; the keys are already lowercase and accent-free. */
const FRENCH_MISSPELLINGS: Record<string, string> = {
  hypoteque: "hypotheque",
  hypotheqe: "hypotheque",
  hipotheque: "hypotheque",
  hypothequaire: "hypothecaire",
  hypotecaire: "hypothecaire",
  amortisation: "amortissement",
  amortisement: "amortissement",
  refinancemen: "refinancement",
  renouvelement: "renouvellement",
  preaprobation: "preapprobation",
  preapprouve: "preapprobation",
  courier: "courtier",
  varible: "variable",
};

/** Questions made only of stop words that still name a topic: asking about Vayu itself. */
const PHRASE_REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:who|what) (?:are|r) (?:you|u)\b/g, " vayu "],
  [/\bare (?:you|u) (?:a )?(?:bot|robot|real|human|person)\b/g, " vayu "],
];

const FRENCH_PHRASE_REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:qui|que) (?:etes|es) (?:vous|tu)\b/g, " vayu "],
  [/\b(?:etes vous|es tu) (?:un |une )?(?:robot|humain|vraie personne|personne)\b/g, " vayu "],
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

/** Words that carry no topic in a French question (the elided l', d', qu' are cut off before). */
const FRENCH_STOP_WORDS = new Set(
  `a au aux avec ce ces cet cette c ca d de des du elle elles en est et etre eu il ils je j l la le les leur
  leurs lui m ma mais me mes moi mon n ne ni nos notre nous on ou par pas pour qu que quel quelle quels
  quelles qui quoi s sa se ses si son sur t ta te tes toi ton tu un une vos votre vous y comment combien
  pourquoi quand ai as avez avons ont suis es sommes sont etes fait faire peux peut pouvez
  puis dois doit devez faut veux veut voudrais voulez aimerais sais savoir dire dites merci svp plait
  bien tres plus moins aussi alors donc dans chez entre sans sous vers autre autres tout tous toute
  toutes meme cela ceci celui celle lequel laquelle ya`
    .split(/\s+/)
    .filter(Boolean),
);

/** French elisions: "l'hypothèque", "d'emprunt", "qu'est-ce" lose their article before matching. */
const FRENCH_ELISION = /\b(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/gi;

interface LanguageRules {
  misspellings: Record<string, string>;
  rewrites: ReadonlyArray<readonly [RegExp, string]>;
  /** Whether a word, as typed and as stemmed, carries no topic. */
  isStopWord: (word: string, stemmed: string) => boolean;
  stem: (word: string) => string;
  /** Applied to the raw text before accents and punctuation are dropped. */
  prepare: (text: string) => string;
}

function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith("es") && /(?:sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** French plurals end in s or x ("taux", "prêts", "hypothèques"); both forms fold to one term. */
function frenchStem(word: string): string {
  if (word.length <= 3) return word;
  if (/[sx]$/.test(word) && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

const RULES: Record<Locale, LanguageRules> = {
  "en-CA": {
    misspellings: MISSPELLINGS,
    rewrites: PHRASE_REWRITES,
    isStopWord: (_word, stemmed) => STOP_WORDS.has(stemmed),
    stem,
    prepare: (text) => text,
  },
  "fr-CA": {
    misspellings: FRENCH_MISSPELLINGS,
    rewrites: FRENCH_PHRASE_REWRITES,
    // French verb forms end in s or x too ("puis", "peux"): they are looked up as typed.
    isStopWord: (word, stemmed) => FRENCH_STOP_WORDS.has(word) || FRENCH_STOP_WORDS.has(stemmed),
    stem: frenchStem,
    prepare: (text) => text.replace(FRENCH_ELISION, " "),
  },
};

/** The words of `text`, normalised and stemmed by the rules of `language`, stop words removed. */
export function terms(text: string, language: Locale = "en-CA"): string[] {
  const rules = RULES[language];
  const cleaned = rules
    .prepare(text)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  const plain = rules.rewrites.reduce((text, [pattern, topic]) => text.replace(pattern, topic), cleaned);
  const out: string[] = [];
  for (const raw of plain.split(" ")) {
    if (!raw) continue;
    for (const word of (rules.misspellings[raw] ?? raw).split(" ")) {
      const stemmed = rules.stem(word);
      if (!rules.isStopWord(word, stemmed)) out.push(rules.misspellings[stemmed] ?? stemmed);
    }
  }
  return out;
}

/** Terms plus adjacent pairs, so "first time" and "fixed variable" count as phrases. */
export function termsWithPairs(text: string, language: Locale = "en-CA"): string[] {
  const words = terms(text, language);
  const pairs = words.slice(1).map((word, i) => `${words[i]}_${word}`);
  return [...words, ...pairs];
}
