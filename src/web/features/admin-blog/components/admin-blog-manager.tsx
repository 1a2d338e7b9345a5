import { useEffect, useMemo, useState } from "react";
import { Newspaper, SquarePen } from "lucide-react";
import { toast } from "../../../lib/toast";
import { BLOG_POST_STATES, type BlogPostState } from "../../../../domain/schemas/blog-posts";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { Skeleton } from "../../../components/ui/skeleton";
import { useFilterParam } from "../../../lib/use-filter-param";
import { usePageParam } from "../../../lib/use-page-param";
import { useAdminPosts, type PostStateFilter } from "../api/get-admin-posts";
import { adminBlogMessages as text } from "../messages";
import { useCanManagePosts } from "./post-actions";
import { PostCard } from "./post-card";
import { postColumns } from "./post-columns";
import { PostEditorDialog, type EditorState } from "./post-editor-dialog";

const LOAD_ERROR_TOAST_ID = "admin-blog-load-error";
const STATE_LABELS: Record<BlogPostState, string> = { draft: text.draft, published: text.publishedState };

/** The super admin's blog tab (spec section 2): every post, publish toggle, create, edit and delete. */
export function AdminBlogManager() {
  const [state, setState] = useFilterParam("state", BLOG_POST_STATES);
  const [page, setPage] = usePageParam();
  const posts = useAdminPosts(state, page);
  const canManage = useCanManagePosts();
  const [editor, setEditor] = useState<EditorState>({ open: false });
  const columns = useMemo(() => postColumns((postId) => setEditor({ open: true, postId })), []);

  useEffect(() => {
    if (posts.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [posts.isError]);

  const filtered = state !== "" || page > 0;
  return (
    <section aria-labelledby="admin-blog-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="admin-blog-title" className="text-lg font-semibold tracking-tight">
            {text.listTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text.listDescription}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {text.stateFilter}
            <NativeSelect
              className="w-40"
              value={state}
              onChange={(event) => setState(event.target.value as PostStateFilter)}
            >
              <option value="">{text.allStates}</option>
              {BLOG_POST_STATES.map((known) => (
                <option key={known} value={known}>
                  {STATE_LABELS[known]}
                </option>
              ))}
            </NativeSelect>
          </label>
          {canManage && (
            <Button onClick={() => setEditor({ open: true, postId: null })}>
              <SquarePen aria-hidden="true" />
              {text.newPost}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-5">
        {posts.isPending ? (
          <div className="grid gap-3" role="status" aria-label={text.loading}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : posts.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void posts.refetch()} />
        ) : posts.data.posts.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <Newspaper className="size-5 shrink-0" aria-hidden="true" />
            <p>{filtered ? text.noMatch : text.empty}</p>
            {filtered && (
              <Button variant="outline" size="sm" onClick={() => setState("")}>
                {text.showAll}
              </Button>
            )}
          </div>
        ) : (
          <DataTable
            label={text.listTitle}
            columns={columns}
            rows={posts.data.posts}
            getRowId={(row) => row.id}
            total={posts.data.total}
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={setPage}
            busy={posts.isFetching}
            noun={["post", "posts"]}
            renderCard={(row) => (
              <PostCard post={row} onEdit={(postId) => setEditor({ open: true, postId })} />
            )}
          />
        )}
      </div>
      <PostEditorDialog state={editor} onClose={() => setEditor({ open: false })} />
    </section>
  );
}
