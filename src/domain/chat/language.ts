/**
 * The language a visitor's question is written in, English or French, so the assistant answers in it
 * whatever the page's language. The heuristic is meant to be explainable rather than clever: each
 * word that only one of the languages uses counts one point for it, and French gets a point for
 * each word carrying a French accent or an elision ("l'", "qu'"). The higher score wins; a tie
 * (no telling words at all, as in "SCHL?" or "OK") goes to the page's language.
 */
import type { Locale } from "../../i18n/locale";

/**
 * Short words of one language that the other does not use in a question about mortgages. Words
 * both share ("a", "on", "me", "plus", "son", "an") count for neither.
 */
const FRENCH_WORDS = new Set(
  `le la les un une des du de au aux et est sont ou je tu il elle nous vous ils elles mon ma mes ton ta
  tes notre nos votre vos leur leurs pour avec sans sur dans chez par pas ne que qui quoi quel quelle
  quels quelles comment combien pourquoi quand suis ai avez avons peux peut pouvez puis dois doit devez
  faut veux voudrais aimerais qu oui non merci bonjour bonsoir salut allo svp mais donc aussi tres
  hypotheque hypotheques hypothecaire pret prets taux mise fonds courtier courtiers emprunter emprunt
  acheteur acheteurs premiere premier maison achat renouvellement refinancement travailleur autonome
  courriel appelle nom capacite versement versements`
    .split(/\s+/)
    .filter(Boolean),
);

const ENGLISH_WORDS = new Set(
  `the is are was what how why when where who which my your our their i i'm you we they can could should
  would will do does did have has of to for with and or but if in it this that there about much many
  any please thanks thank hello hi hey mortgage mortgages rate rates down payment broker brokers
  afford borrow buy buying home house first time renewal refinance self employed insurance need want
  get long what's whats how's i've i'd don't doesn't isn't term fixed loan loans lender lenders privacy
  policy appointment book rules qualify eligible approval renew`
    .split(/\s+/)
    .filter(Boolean),
);

const FRENCH_ACCENT = /[àâçéèêëîïôûùüÿœæ]/i;
const FRENCH_ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]\p{L}/iu;

export interface LanguageScores {
  french: number;
  english: number;
}

function plain(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The points each language scores in `text` (see the module's note). */
export function languageScores(text: string): LanguageScores {
  const scores = { french: 0, english: 0 };
  for (const word of text.split(/[^\p{L}'’]+/u).filter(Boolean)) {
    if (FRENCH_ELISION.test(word)) {
      scores.french += 1;
      continue;
    }
    const bare = plain(word).replace(/’/g, "'");
    if (FRENCH_ACCENT.test(word) || FRENCH_WORDS.has(bare)) scores.french += 1;
    else if (ENGLISH_WORDS.has(bare)) scores.english += 1;
  }
  return scores;
}

/** The language to answer `question` in; `pageLocale` decides when the question does not tell. */
export function questionLanguage(question: string, pageLocale: Locale): Locale {
  const { french, english } = languageScores(question);
  if (french > english) return "fr-CA";
  if (english > french) return "en-CA";
  return pageLocale;
}
