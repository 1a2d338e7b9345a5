import { Hono, type Context } from "hono";
import {
  adminTestimonialsQuerySchema,
  testimonialApprovalSchema,
  testimonialSchema,
} from "../../../domain/schemas/testimonials";
import { currentActor, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { forbidden, HttpError, notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { insertTestimonial } from "../testimonials/queries";
import {
  countTestimonials,
  deleteTestimonial,
  findTestimonial,
  listTestimonials,
  updateTestimonial,
  type TestimonialRow,
} from "./queries";
import { adminTestimonialToJson } from "./serialize";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

async function existing(c: Context<AppEnv>, id: string): Promise<TestimonialRow> {
  const row = await findTestimonial(c.get("deps").db, id);
  if (!row) throw notFound(say("errors.testimonialNotFound"));
  return row;
}

/**
 * The super admin's testimonials tab (spec section 7, "GET testimonials (admin)" and "Testimonials
 * write (admin)"). The public lists read the table on every request, so a change shows at once.
 */
export function adminTestimonialsRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const { limit, offset, state } = readQuery(c, adminTestimonialsQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([
        listTestimonials(db, state, { limit, offset }),
        countTestimonials(db, state),
      ]);
      const callerId = currentActor(c).userId;
      c.header("Cache-Control", "private, no-store");
      return c.json({
        testimonials: rows.map((row) => adminTestimonialToJson(row, callerId)),
        total,
        limit,
        offset,
      });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, testimonialSchema);
      const actor = currentActor(c);
      const { db } = c.get("deps");
      const id = await insertTestimonial(db, {
        clientName: input.client_name,
        content: input.content,
        rating: input.rating,
        adminId: actor.userId,
        agentId: null,
        isApproved: true,
      });
      const row = await existing(c, id);
      return c.json({ testimonial: adminTestimonialToJson(row, actor.userId) }, 201);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.testimonialNotFound"));
      const input = await readJson(c, testimonialSchema);
      const actor = currentActor(c);
      const { testimonial } = await existing(c, id);
      if (testimonial.adminId === null) throw forbidden(say("errors.agentTestimonialNotEditable"));
      if (testimonial.adminId !== actor.userId) throw forbidden(say("errors.notTheTestimonialAuthor"));
      await updateTestimonial(c.get("deps").db, id, {
        clientName: input.client_name,
        content: input.content,
        rating: input.rating,
      });
      return c.json({ testimonial: adminTestimonialToJson(await existing(c, id), actor.userId) });
    })
    .patch("/:id/approval", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.testimonialNotFound"));
      const { is_approved } = await readJson(c, testimonialApprovalSchema);
      const { testimonial } = await existing(c, id);
      if (testimonial.adminId !== null) {
        throw new HttpError(409, say("errors.adminTestimonialAlwaysApproved"), "conflict", "is_approved");
      }
      await updateTestimonial(c.get("deps").db, id, { isApproved: is_approved });
      const row = await existing(c, id);
      return c.json({ testimonial: adminTestimonialToJson(row, currentActor(c).userId) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.testimonialNotFound"));
      if (!(await deleteTestimonial(c.get("deps").db, id))) throw notFound(say("errors.testimonialNotFound"));
      return c.body(null, 204);
    });
}
