import { Hono } from "hono";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { listHomeTestimonials } from "./queries";
import { publicTestimonialToJson } from "./serialize";

export function testimonialsRoutes() {
  return new Hono<AppEnv>().get("/home", publicAccess, async (c) => {
    const rows = await listHomeTestimonials(c.get("deps").db);
    // Revalidated on every load: an approval or a new admin testimonial must show on the next visit.
    c.header("Cache-Control", "no-cache");
    return c.json({ testimonials: rows.map(publicTestimonialToJson) });
  });
}
