/** Blog post slugs (spec section 5, "Blog form (super admin)"). */

/** Spec section 9: the search for a free numbered slug stops here. */
export const SLUG_SUFFIX_LIMIT = 10_000;

/** What a finished slug looks like: lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of a title: lowercase, every run of non-alphanumerics a hyphen, no hyphen at either end. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug a post without a slug field of its own gets from its title (an agent's post, spec section 5). */
export const UNTITLED_SLUG = "post";

/** `slugify(title)`, or "post" for a title without a letter or digit, so the address is never empty. */
export function slugFromTitle(title: string): string {
  return slugify(title) || UNTITLED_SLUG;
}

export interface SlugCollisionOptions {
  /** The highest number tried before the timestamp fallback; a test passes a small one. */
  limit?: number;
  now?: () => number;
}

/**
 * `slug` itself when no existing slug takes it, else the first free of `slug-2`, `slug-3` … up to
 * `slug-{limit}`, and past that `slug-{timestamp}`. `existing` holds the slugs that start with `slug`.
 */
export function resolveSlugCollision(
  slug: string,
  existing: Iterable<string>,
  { limit = SLUG_SUFFIX_LIMIT, now = Date.now }: SlugCollisionOptions = {},
): string {
  const taken = new Set(existing);
  if (!taken.has(slug)) return slug;
  for (let n = 2; n <= limit; n++) {
    const candidate = `${slug}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${slug}-${now()}`;
}
