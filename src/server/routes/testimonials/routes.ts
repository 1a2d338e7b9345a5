import { Hono } from "hono";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../http/context";
import { listHomeTestimonials } from "./queries";
import { publicTestimonialToJson } from "./serialize";

export function testimonialsRoutes() {
  return new Hono<AppEnv>().get("/home", publicAccess, async (c) => {
    const rows = await listHomeTestimonials(c.get("deps").db);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ testimonials: rows.map(publicTestimonialToJson) });
  });
}
