/**
 * Contact details in a visitor's chat messages (spec section 5): an email, a phone number of 7 or
 * more characters and a name after 'my name is', "i'm" or 'i am' (2-40 characters), or after their
 * French equivalents « je m’appelle », « mon nom est », « je suis ».
 */

export interface ExtractedContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;

/** A run of digits with the separators people type in phone numbers, optionally led by + or (. */
const PHONE_CANDIDATE = /(?:\+\s?)?\(?\d[\d\s().-]*\d/g;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
/** Money and percentages look like digits too; the characters around the number give them away. */
const MONEY_BEFORE = /[$€£]\s*$/;
const MONEY_AFTER = /^\s*(?:[$%kK]|dollars?\b|cad\b|per\b|par\b)/i;
/** "1 200 000": thousands set apart by spaces, as French writes amounts; a phone's groups are 3-3-4. */
const SPACED_THOUSANDS = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;
const YEAR_RANGE = /^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface NameTrigger {
  pattern: RegExp;
  /** Only a capitalised word can start the name. */
  capitalOnly: boolean;
}

const NAME_TRIGGERS: readonly NameTrigger[] = [
  { pattern: /\b(?:my name is|my name's|i['’]m|i am)\s+/gi, capitalOnly: false },
  {
    pattern: /\b(?:je m['’]appelle|je me nomme|mon nom est|mon nom c['’]est|moi,? c['’]est)\s+/gi,
    capitalOnly: false,
  },
  // « Je suis » leads to far more than names (« je suis intéressé », « je suis travailleur autonome »);
  // people capitalise their name, rarely the rest.
  { pattern: /\bje suis\s+/gi, capitalOnly: true },
];
const NAME_MIN = 2;
const NAME_MAX = 40;
const NAME_MAX_WORDS = 4;
const NAME_WORD = /^[\p{L}][\p{L}'’-]*$/u;

/** Words that follow "i'm" or "i am" without being a name; the capture stops at any of them. */
const NOT_NAME_WORDS = new Set(
  `a an the not no just also very so really still now here there back only already almost
  interested looking self self-employed first first-time buying trying wondering thinking planning going
  getting hoping needing seeking asking calling writing reaching considering curious unsure sure confused
  worried concerned nervous scared afraid excited happy glad sorry fine good ok okay ready able unable new
  retired employed unemployed married single divorced separated widowed renting moving selling refinancing
  renewing buyer homeowner owner investor realtor agent broker student newcomer immigrant resident citizen
  canadian contractor freelancer approved pre-approved preapproved eligible qualified based located living
  working currently about around over under in on at from with for to of by and or but because since as
  if then that this what how why when where who which years year old age aged your my our their his her it
  me you we they having paying earning making saving struggling behind late short bankrupt done finished
  applying shopping hunting
  à au aux en un une le la les de du des d et ou mais car donc avec pour dans sur chez mon ma mes votre
  vos son sa ses très pas ici là déjà encore vraiment juste aussi présentement actuellement intéressé
  intéressée intéressés travailleur travailleuse autonome premier première acheteur acheteuse
  propriétaire locataire courtier courtière étudiant étudiante nouveau nouvelle résident résidente
  citoyen citoyenne canadien canadienne québécois québécoise retraité retraitée marié mariée
  célibataire divorcé divorcée séparé séparée prêt prête en train à la recherche`
    .split(/\s+/)
    .filter(Boolean),
);

function emailIn(text: string): string | null {
  const match = EMAIL.exec(text);
  return match ? match[0].toLowerCase() : null;
}

function isPhone(candidate: string, before: string, after: string): boolean {
  const trimmed = candidate.trim();
  const digits = trimmed.replace(/\D/g, "").length;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return false;
  if (MONEY_BEFORE.test(before) || MONEY_AFTER.test(after)) return false;
  if (/^[,.]\d/.test(after) || /\d[,.]$/.test(before)) return false;
  // A bare run of digits ending in zeros is an amount ("1200000"), not a number to call.
  if (/^\d+000$/.test(trimmed) || SPACED_THOUSANDS.test(trimmed)) return false;
  return !YEAR_RANGE.test(trimmed) && !ISO_DATE.test(trimmed);
}

function phoneIn(text: string): string | null {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const start = match.index;
    const raw = match[0].replace(/[\s.(-]+$/, "");
    const before = text.slice(0, start);
    const after = text.slice(start + raw.length);
    if (isPhone(raw, before, after)) return raw.trim();
  }
  return null;
}

/** The words after the trigger up to punctuation, a connecting word or a common non-name word. */
function nameAfter(rest: string, capitalOnly: boolean): string | null {
  const clause = rest.split(/[,.;:!?()\n"“”«»]/)[0] ?? "";
  if (capitalOnly && !/^\s*\p{Lu}/u.test(clause)) return null;
  const words: string[] = [];
  for (const word of clause.trim().split(/\s+/)) {
    const lower = word.toLowerCase();
    if (!NAME_WORD.test(word) || NOT_NAME_WORDS.has(lower)) break;
    if (lower.length > 5 && lower.endsWith("ing")) break;
    words.push(word);
    if (words.length === NAME_MAX_WORDS) break;
  }
  const name = words.join(" ");
  if (name.length < NAME_MIN || name.length > NAME_MAX) return null;
  return name === name.toLowerCase() ? titleCase(name) : name;
}

function titleCase(name: string): string {
  return name.replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

function nameIn(text: string): string | null {
  const found = NAME_TRIGGERS.flatMap(({ pattern, capitalOnly }) =>
    [...text.matchAll(pattern)].map((match) => ({ at: match.index + match[0].length, capitalOnly })),
  ).sort((a, b) => a.at - b.at);
  for (const { at, capitalOnly } of found) {
    const name = nameAfter(text.slice(at), capitalOnly);
    if (name) return name;
  }
  return null;
}

/** Contact details from one message; a field absent from the message is null. */
export function extractContact(message: string): ExtractedContact {
  const email = emailIn(message);
  // The email is removed first so its digits are never read as a phone number.
  const withoutEmail = email ? message.replace(EMAIL, " ") : message;
  return { name: nameIn(withoutEmail), email, phone: phoneIn(withoutEmail) };
}

/** Contact details over a conversation's visitor messages; the first value given for each field wins. */
export function extractFromMessages(messages: readonly string[]): ExtractedContact {
  const found: ExtractedContact = { name: null, email: null, phone: null };
  for (const message of messages) {
    const next = extractContact(message);
    found.name ??= next.name;
    found.email ??= next.email;
    found.phone ??= next.phone;
  }
  return found;
}
