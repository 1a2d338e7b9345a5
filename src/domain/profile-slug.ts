/**
 * The agent profile slug of spec section 5: lowercased, only a-z and 0-9 kept. Accented letters are
 * folded to their base letter first, so "Marc-André" gives "marcandre" rather than losing the "e".
 */
export function toProfileSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export const PROFILE_SLUG_MAX_LENGTH = 60;

/** Used when a name keeps no letter or digit under the slug rule (a name written only in another script). */
export const FALLBACK_PROFILE_SLUG = "agent";

/** /api/agents/list: the agent selectors' list, a route beside /api/agents/{id or slug}. */
export const AGENT_LIST_SEGMENT = "list";

/**
 * Slugs a route already answers in the place of a profile: /api/agents/list is the agent selector's
 * list, so an agent called "list" would never be reached there. /agent/{x} and /agents/{x} take any
 * one segment, and ids never pass the slug rule (they hold hyphens), so nothing else is shadowed.
 */
export const RESERVED_PROFILE_SLUGS: ReadonlySet<string> = new Set([AGENT_LIST_SEGMENT]);

export function isReservedProfileSlug(slug: string): boolean {
  return RESERVED_PROFILE_SLUGS.has(slug);
}

/** The slug a new agent gets from their name, before any collision is resolved. */
export function profileSlugBase(name: string): string {
  return toProfileSlug(name).slice(0, PROFILE_SLUG_MAX_LENGTH) || FALLBACK_PROFILE_SLUG;
}

/**
 * The first free slug among `base`, `base2`, `base3`…: a number is added on a collision. `taken`
 * holds the existing slugs that start with `base` (any others cannot collide); a reserved slug counts
 * as taken.
 */
export function firstFreeProfileSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (slug: string) => !taken.has(slug) && !isReservedProfileSlug(slug);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (free(candidate)) return candidate;
  }
}
