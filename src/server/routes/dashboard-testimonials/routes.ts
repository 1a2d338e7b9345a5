import { Hono } from "hono";
import { pageQuerySchema } from "../../../domain/schemas/pagination";
import { testimonialSchema } from "../../../domain/schemas/testimonials";
import { ownAgentId, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { HttpError, notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { insertTestimonial } from "../testimonials/queries";
import {
  countOwnTestimonials,
  deleteOwnPendingTestimonial,
  findOwnTestimonial,
  listOwnTestimonials,
} from "./queries";
import { ownTestimonialToJson } from "./serialize";
import { say } from "../../../i18n/translate";

const agentsAndAdmins = requireRole("agent", "admin");

/**
 * The agent dashboard's testimonials tab (spec section 7, "Testimonials (agent)"): the caller's own
 * testimonials, and new ones submitted for approval. Nothing an agent sends can approve a testimonial
 * or give it to another agent: both come from the server.
 */
export function dashboardTestimonialsRoutes() {
  return new Hono<AppEnv>()
    .get("/", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const { limit, offset } = readQuery(c, pageQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([
        listOwnTestimonials(db, agentId, { limit, offset }),
        countOwnTestimonials(db, agentId),
      ]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ testimonials: rows.map(ownTestimonialToJson), total, limit, offset });
    })
    .post("/", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const input = await readJson(c, testimonialSchema);
      const { db } = c.get("deps");
      const id = await insertTestimonial(db, {
        clientName: input.client_name,
        content: input.content,
        rating: input.rating,
        agentId,
        adminId: null,
        // Spec sections 4 and 7: an agent's testimonial waits for a super admin's approval.
        isApproved: false,
      });
      const row = await findOwnTestimonial(db, id, agentId);
      return c.json({ testimonial: ownTestimonialToJson(row!) }, 201);
    })
    .delete("/:id", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const id = uuidParam(c.req.param("id"), say("errors.testimonialNotFound"));
      const { db } = c.get("deps");
      if (await deleteOwnPendingTestimonial(db, id, agentId)) return c.body(null, 204);
      // Another agent's testimonial is as unknown as a missing one.
      if (!(await findOwnTestimonial(db, id, agentId))) throw notFound(say("errors.testimonialNotFound"));
      throw new HttpError(409, say("errors.approvedTestimonialKept"), "conflict");
    });
}
