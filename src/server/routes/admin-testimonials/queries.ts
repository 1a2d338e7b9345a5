import { count, desc, eq, type SQL } from "drizzle-orm";
import type { TestimonialState } from "../../../domain/schemas/testimonials";
import type { Database } from "../../db/client";
import { agents, profiles, testimonials, type NewTestimonial, type Testimonial } from "../../db/schema";

export interface TestimonialRow {
  testimonial: Testimonial;
  agent: { id: string; name: string } | null;
  authorName: string | null;
}

function whereState(state: TestimonialState | undefined): SQL | undefined {
  return state ? eq(testimonials.isApproved, state === "approved") : undefined;
}

function selectWithNames(db: Database) {
  return db
    .select({
      testimonial: testimonials,
      agent: { id: agents.id, name: agents.name },
      authorName: profiles.fullName,
    })
    .from(testimonials)
    .leftJoin(agents, eq(agents.id, testimonials.agentId))
    .leftJoin(profiles, eq(profiles.id, testimonials.adminId));
}

/** One page of every testimonial, newest first, with the agent's name and the writing admin's. */
export function listTestimonials(
  db: Database,
  state: TestimonialState | undefined,
  page: { limit: number; offset: number },
): Promise<TestimonialRow[]> {
  return selectWithNames(db)
    .where(whereState(state))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTestimonials(db: Database, state: TestimonialState | undefined): Promise<number> {
  const rows = await db.select({ total: count() }).from(testimonials).where(whereState(state));
  return rows[0]?.total ?? 0;
}

export async function findTestimonial(db: Database, id: string): Promise<TestimonialRow | null> {
  const rows = await selectWithNames(db).where(eq(testimonials.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function updateTestimonial(
  db: Database,
  id: string,
  values: Partial<Pick<NewTestimonial, "clientName" | "content" | "rating" | "isApproved">>,
): Promise<void> {
  await db.update(testimonials).set(values).where(eq(testimonials.id, id));
}

/** Deletes a testimonial; false when none has this id. */
export async function deleteTestimonial(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
