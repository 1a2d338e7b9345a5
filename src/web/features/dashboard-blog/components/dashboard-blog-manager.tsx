import { useMemo, useState } from "react";
import { Newspaper, SquarePen } from "lucide-react";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useOwnPosts } from "../api/get-own-posts";
import { useT } from "../../../i18n/use-t";
import { OwnPostCard } from "./own-post-card";
import { ownPostColumns } from "./own-post-columns";
import { OwnPostEditorDialog, type EditorState } from "./own-post-editor-dialog";

/** The agent dashboard's blog tab (spec section 2): the agent's own posts, drafts until an admin publishes. */
export function DashboardBlogManager() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const posts = useOwnPosts(page);
  const [editor, setEditor] = useState<EditorState>({ open: false });
  const columns = useMemo(() => ownPostColumns((postId) => setEditor({ open: true, postId }), t), [t]);

  return (
    <section aria-labelledby="dashboard-blog-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="dashboard-blog-title" className="text-lg font-semibold tracking-tight">
            {t("dashboard.blog.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("dashboard.blog.listDescription")}</p>
        </div>
        <Button onClick={() => setEditor({ open: true, postId: null })}>
          <SquarePen aria-hidden="true" />
          {t("dashboard.blog.newPost")}
        </Button>
      </div>
      <div className="mt-5">
        <QueryView
          query={posts}
          loading={
            <SkeletonRows label={t("dashboard.blog.loading")} rows={3} rowClassName="h-16 rounded-xl" />
          }
          error={t("dashboard.blog.loadFailed")}
          errorToast={t("dashboard.blog.loadFailed")}
          isEmpty={(data) => data.posts.length === 0}
          empty={
            <EmptyState
              icon={Newspaper}
              message={t("dashboard.blog.empty")}
              action={
                page > 0 && (
                  <Button variant="outline" size="sm" onClick={() => setPage(0)}>
                    {t("back-office.firstPage")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={t("dashboard.blog.listTitle")}
              columns={columns}
              rows={data.posts}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={posts.isFetching}
              noun={(count) => t("back-office.table.posts", { count })}
              renderCard={(row) => (
                <OwnPostCard post={row} onEdit={(postId) => setEditor({ open: true, postId })} />
              )}
            />
          )}
        </QueryView>
      </div>
      <OwnPostEditorDialog state={editor} onClose={() => setEditor({ open: false })} />
    </section>
  );
}
