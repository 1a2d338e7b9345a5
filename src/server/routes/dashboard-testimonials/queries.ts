import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { testimonials, type Testimonial } from "../../db/schema";

/** One page of an agent's testimonials, pending and approved, newest first. */
export function listOwnTestimonials(
  db: Database,
  agentId: string,
  page: { limit: number; offset: number },
): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.agentId, agentId))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOwnTestimonials(db: Database, agentId: string): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(testimonials)
    .where(eq(testimonials.agentId, agentId));
  return rows[0]?.total ?? 0;
}

export async function findOwnTestimonial(
  db: Database,
  id: string,
  agentId: string,
): Promise<Testimonial | null> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.id, id), eq(testimonials.agentId, agentId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Deletes one of the agent's testimonials while it is still pending; false when none matches (an
 * approval that lands first wins, and the approved testimonial stays).
 */
export async function deleteOwnPendingTestimonial(
  db: Database,
  id: string,
  agentId: string,
): Promise<boolean> {
  const rows = await db
    .delete(testimonials)
    .where(
      and(eq(testimonials.id, id), eq(testimonials.agentId, agentId), eq(testimonials.isApproved, false)),
    )
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
