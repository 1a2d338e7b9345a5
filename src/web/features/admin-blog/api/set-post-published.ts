import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_POSTS_QUERY_KEY, type AdminPostsPage } from "./get-admin-posts";

interface PublishChange {
  id: string;
  published: boolean;
}

export function setPostPublished({ id, published }: PublishChange): Promise<unknown> {
  return apiRequest(`/api/admin/blog/${id}/publish`, { method: "PATCH", body: { is_published: published } });
}

/** Flips the switch at once and flips it back if the server refuses; the server sets published_at. */
export function useSetPostPublished() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPostPublished,
    onMutate: async ({ id, published }) => {
      await client.cancelQueries({ queryKey: ADMIN_POSTS_QUERY_KEY });
      const previous = client.getQueriesData<AdminPostsPage>({ queryKey: ADMIN_POSTS_QUERY_KEY });
      client.setQueriesData<AdminPostsPage>({ queryKey: [...ADMIN_POSTS_QUERY_KEY, "list"] }, (page) =>
        page?.posts
          ? {
              ...page,
              posts: page.posts.map((post) =>
                post.id === id
                  ? {
                      ...post,
                      is_published: published,
                      published_at: published ? new Date().toISOString() : null,
                    }
                  : post,
              ),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.blog.updateFailed"));
    },
    onSuccess: (_body, { published }) => {
      toast.success(published ? t("admin.blog.published") : t("admin.blog.unpublished"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["blog"] }),
  });
}
