import { postBodyToJson, postSummaryToJson } from "../../blog-posts/serialize";
import type { AdminPostRow } from "./queries";

/** A row of the super admin's blog list: drafts included, with the agent it belongs to. */
export function adminPostSummaryToJson({ post, agent }: AdminPostRow) {
  return {
    ...postSummaryToJson(post),
    admin_created: post.seoSettings.admin_created === true,
    agent,
  };
}

/** Every field of a post, for the edit form. */
export function adminPostToJson(row: AdminPostRow) {
  return { ...adminPostSummaryToJson(row), ...postBodyToJson(row.post) };
}
