import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_POSTS_QUERY_KEY, type AdminPostsPage } from "./get-admin-posts";

export function deletePost(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/blog/${id}`, { method: "DELETE" });
}

/** Removes the row at once and puts it back if the server refuses. */
export function useDeletePost() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: ADMIN_POSTS_QUERY_KEY });
      const previous = client.getQueriesData<AdminPostsPage>({ queryKey: ADMIN_POSTS_QUERY_KEY });
      client.setQueriesData<AdminPostsPage>({ queryKey: [...ADMIN_POSTS_QUERY_KEY, "list"] }, (page) => {
        if (!page?.posts?.some((post) => post.id === id)) return page;
        return { ...page, posts: page.posts.filter((post) => post.id !== id), total: page.total - 1 };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.blog.deleteFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.blog.deleted"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["blog"] }),
  });
}
