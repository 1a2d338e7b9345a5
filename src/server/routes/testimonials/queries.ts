import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { testimonials, type NewTestimonial, type Testimonial } from "../../db/schema";

/** Spec section 9: at most 6 testimonials are shown on the home page and on a broker profile. */
export const PUBLIC_TESTIMONIALS_LIMIT = 6;

/** Approved testimonials written by an admin, newest first: the home page's. */
export function listHomeTestimonials(db: Database): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isApproved, true), isNotNull(testimonials.adminId)))
    .orderBy(desc(testimonials.createdAt))
    .limit(PUBLIC_TESTIMONIALS_LIMIT);
}

/** Approved testimonials of one agent, newest first: the broker profile's. */
export function listAgentTestimonials(db: Database, agentId: string): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isApproved, true), eq(testimonials.agentId, agentId)))
    .orderBy(desc(testimonials.createdAt))
    .limit(PUBLIC_TESTIMONIALS_LIMIT);
}

/** Stores a testimonial, whether an admin wrote it or an agent submitted it; returns its id. */
export async function insertTestimonial(db: Database, values: NewTestimonial): Promise<string> {
  const rows = await db.insert(testimonials).values(values).returning({ id: testimonials.id });
  return rows[0]!.id;
}
