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

/** The slug a new agent gets from their name, before any collision is resolved. */
export function profileSlugBase(name: string): string {
  return toProfileSlug(name).slice(0, PROFILE_SLUG_MAX_LENGTH) || FALLBACK_PROFILE_SLUG;
}

/**
 * The first free slug among `base`, `base2`, `base3`…: a number is added on a collision. `taken`
 * holds the existing slugs that start with `base` (any others cannot collide).
 */
export function firstFreeProfileSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
