import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { agents, blogPosts, lenders, mortgageServices, products } from "../db/schema";
import type { Logger } from "../logger";
import { encodeKey } from "./keys";
import type { PublicBucket, Storage } from "./types";

/**
 * The buckets whose images are uploaded before the row that shows them is saved (agents' pictures,
 * post images, catalogue images and lender logos), so an upload nobody saved stays unreferenced.
 * Agents' documents are stored with their row and are not swept.
 */
export const SWEPT_BUCKETS = [
  "agent-headshots",
  "agent-banners",
  "blog-images",
  "product-images",
  "service-images",
  "lender-logos",
] as const satisfies readonly PublicBucket[];

/** An upload younger than this may belong to a form still open in someone's browser. */
export const UNSAVED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Keys looked up in one query: two parameters each, far below PostgreSQL's limit of 65,535. */
const KEYS_PER_QUERY = 1000;

/**
 * Every column that can name a stored file, as a public address, a bare key (products and services)
 * or inside Markdown or JSON that shows one. A new column holding a picture belongs here, or the
 * sweep will remove its files a day after they are uploaded.
 */
const REFERENCING_TEXT = sql`
  select unnest(array[${agents.headshotUrl}, ${agents.bannerImageUrl}, ${agents.customBackgroundImage},
    ${agents.agentLogoUrl}, ${agents.badge1Url}, ${agents.badge2Url}, ${agents.seoSettings}::text,
    ${agents.bio}]) from ${agents}
  union all select unnest(array[${blogPosts.featuredImageUrl}, ${blogPosts.content},
    ${blogPosts.seoSettings}::text]) from ${blogPosts}
  union all select unnest(array[${products.imageUrl}, ${products.content}]) from ${products}
  union all select unnest(array[${mortgageServices.imageUrl}, ${mortgageServices.content}])
    from ${mortgageServices}
  union all select ${lenders.logoUrl} from ${lenders}`;

/** Which of `keys` some row names, by the key itself or its URL-encoded form. */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const batch = keys.slice(start, start + KEYS_PER_QUERY);
    const list = (values: string[]): SQL =>
      sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
    const { rows } = await db.execute<{ key: string }>(sql`
      select candidate.key from unnest(${list(batch)}, ${list(batch.map(encodeKey))})
        as candidate(key, encoded)
      where exists (
        select 1 from (${REFERENCING_TEXT}) as reference(text)
        where strpos(reference.text, candidate.key) > 0 or strpos(reference.text, candidate.encoded) > 0
      )`);
    for (const row of rows) referenced.add(row.key);
  }
  return referenced;
}

/**
 * Removes the uploads no row names that are older than UNSAVED_UPLOAD_GRACE_MS: pictures uploaded for
 * a form that was never saved, and files a failed removal left behind. Answers how many went; a
 * file that cannot be removed is logged and tried again at the next sweep.
 */
export async function sweepUnreferencedUploads(
  db: Database,
  storage: Storage,
  log: Logger,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (const bucket of SWEPT_BUCKETS) {
    const old = (await storage.list(bucket))
      .filter((object) => object.lastModified.getTime() <= now - UNSAVED_UPLOAD_GRACE_MS)
      .map((object) => object.key);
    if (old.length === 0) continue;
    const referenced = await referencedKeys(db, old);
    for (const key of old) {
      if (referenced.has(key)) continue;
      try {
        await storage.delete(bucket, key);
        removed += 1;
      } catch (err) {
        log.warn({ err, bucket, key }, "could not remove an unreferenced upload");
      }
    }
  }
  return removed;
}
