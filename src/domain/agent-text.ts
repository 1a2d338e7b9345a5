/** Text helpers for broker pages, in the app and in the head the server renders: names, taglines, links. */

export const DEFAULT_TAGLINE = "Licensed mortgage agent";

/** Past this length the first line of a bio reads as a paragraph, so the tagline keeps its first sentence. */
const TAGLINE_MAX = 140;

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Up to two initials: first and last word, e.g. "Marc-André Tremblay" → "MT". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}

/** The first line of the bio, shortened to its first sentence when long; the default when there is no bio. */
export function taglineOf(bio: string | null | undefined): string {
  const line = (bio ?? "")
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  if (!line) return DEFAULT_TAGLINE;
  if (line.length <= TAGLINE_MAX) return line;
  const sentence = /^.+?[.!?](?=\s|$)/.exec(line)?.[0];
  return sentence && sentence.length <= TAGLINE_MAX ? sentence : excerptOf(line, TAGLINE_MAX);
}

/** The text cut at a word boundary with an ellipsis, for card excerpts. */
export function excerptOf(text: string | null | undefined, max: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** "Licence #M08001234": how a broker's licence number is shown; null when none is on file. */
export function licenceLabel(licenceNumber: string | null | undefined): string | null {
  const number = licenceNumber?.trim();
  return number ? `Licence #${number}` : null;
}

/** True for an address outside this site, which opens in a new tab. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The address a shared profile link uses: the slug when the agent has one, else the id. */
export function profilePath(agent: { id: string; profile_slug?: string | null }): string {
  return `/agent/${encodeURIComponent(agent.profile_slug || agent.id)}`;
}
