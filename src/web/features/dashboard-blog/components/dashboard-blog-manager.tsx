import { useEffect, useMemo, useState } from "react";
import { Newspaper, SquarePen } from "lucide-react";
import { toast } from "../../../lib/toast";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePageParam } from "../../../lib/use-page-param";
import { useOwnPosts } from "../api/get-own-posts";
import { dashboardBlogMessages as text } from "../messages";
import { OwnPostCard } from "./own-post-card";
import { ownPostColumns } from "./own-post-columns";
import { OwnPostEditorDialog, type EditorState } from "./own-post-editor-dialog";

const LOAD_ERROR_TOAST_ID = "dashboard-blog-load-error";

/** The agent dashboard's blog tab (spec section 2): the agent's own posts, drafts until an admin publishes. */
export function DashboardBlogManager() {
  const [page, setPage] = usePageParam();
  const posts = useOwnPosts(page);
  const [editor, setEditor] = useState<EditorState>({ open: false });
  const columns = useMemo(() => ownPostColumns((postId) => setEditor({ open: true, postId })), []);

  useEffect(() => {
    if (posts.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [posts.isError]);

  return (
    <section aria-labelledby="dashboard-blog-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="dashboard-blog-title" className="text-lg font-semibold tracking-tight">
            {text.listTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text.listDescription}</p>
        </div>
        <Button onClick={() => setEditor({ open: true, postId: null })}>
          <SquarePen aria-hidden="true" />
          {text.newPost}
        </Button>
      </div>
      <div className="mt-5">
        {posts.isPending ? (
          <div className="grid gap-3" role="status" aria-label={text.loading}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : posts.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void posts.refetch()} />
        ) : posts.data.posts.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <Newspaper className="size-5 shrink-0" aria-hidden="true" />
            <p>{text.empty}</p>
            {page > 0 && (
              <Button variant="outline" size="sm" onClick={() => setPage(0)}>
                {text.firstPage}
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
              <OwnPostCard post={row} onEdit={(postId) => setEditor({ open: true, postId })} />
            )}
          />
        )}
      </div>
      <OwnPostEditorDialog state={editor} onClose={() => setEditor({ open: false })} />
    </section>
  );
}
