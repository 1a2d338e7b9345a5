import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { AgentBlogPost } from "../../../../domain/schemas/blog-posts";
import { ApiError, apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { oneOwnPostSchema, type OwnPost } from "./get-own-post";

interface SaveOwnPost {
  /** Absent for a new post. */
  id?: string;
  values: AgentBlogPost;
}

export function saveOwnPost({ id, values }: SaveOwnPost): Promise<OwnPost> {
  return apiRequest(id ? `/api/dashboard/blog/${id}` : "/api/dashboard/blog", {
    method: id ? "PATCH" : "POST",
    body: values,
    parser: oneOwnPostSchema,
  }).then((body) => body.post);
}

/** Saves a draft, then reloads the agent's list and the public blog's cached pages (an edit may unpublish). */
export function useSaveOwnPost() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOwnPost,
    onError: (error) => {
      // The spec's text heads the toast; a refusal the server explains (a field) follows it.
      const detail =
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      toast.error(t("back-office.blog.savePostFailed"), { description: detail });
    },
    onSuccess: () => {
      toast.success(t("dashboard.blog.saved"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["blog"] }),
  });
}
