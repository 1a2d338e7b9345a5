import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { OWN_POSTS_QUERY_KEY, type OwnPostsPage } from "./get-own-posts";

export function deleteOwnPost(id: string): Promise<unknown> {
  return apiRequest(`/api/dashboard/blog/${id}`, { method: "DELETE" });
}

/** Removes the row at once and puts it back if the server refuses. */
export function useDeleteOwnPost() {
  const t = useT();
  const client = useQueryClient();
  const lists = [...OWN_POSTS_QUERY_KEY, "list"];
  return useMutation({
    mutationFn: deleteOwnPost,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: lists });
      const previous = client.getQueriesData<OwnPostsPage>({ queryKey: lists });
      client.setQueriesData<OwnPostsPage>({ queryKey: lists }, (page) => {
        if (!page?.posts.some((post) => post.id === id)) return page;
        return { ...page, posts: page.posts.filter((post) => post.id !== id), total: page.total - 1 };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("dashboard.blog.deleteFailed"));
    },
    onSuccess: () => {
      toast.success(t("dashboard.blog.deleted"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["blog"] }),
  });
}
