import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { BlogPostFormOutput } from "../../../../domain/schemas/blog-posts";
import { ApiError, apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { onePostSchema, type AdminPost } from "./get-admin-post";

interface SavePost {
  /** Absent for a new post. */
  id?: string;
  values: BlogPostFormOutput;
}

export function savePost({ id, values }: SavePost): Promise<AdminPost> {
  const { publish, ...fields } = values;
  return apiRequest(id ? `/api/admin/blog/${id}` : "/api/admin/blog", {
    method: id ? "PATCH" : "POST",
    // Publishing an existing post is the list's toggle, never a side effect of editing it.
    body: id ? fields : { ...fields, publish },
    parser: onePostSchema,
  }).then((body) => body.post);
}

/** Creates or edits a post, then reloads the admin list and the public blog's cached pages. */
export function useSavePost() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onError: (error) => {
      // The spec's text heads the toast; a refusal the server explains (no agent, a field) follows it.
      const detail =
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      toast.error(t("back-office.blog.savePostFailed"), { description: detail });
    },
    onSuccess: (_post, { id }) => {
      toast.success(id ? t("admin.blog.saved") : t("admin.blog.created"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["blog"] }),
  });
}
