import { useMemo, useState } from "react";
import { Newspaper, SquarePen } from "lucide-react";
import { BLOG_POST_STATES, type BlogPostState } from "../../../../domain/schemas/blog-posts";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { useFilterParam } from "../../../lib/use-filter-param";
import { usePageParam } from "../../../lib/use-page-param";
import { useAdminPosts, type PostStateFilter } from "../api/get-admin-posts";
import type { MessageId } from "../../../../i18n/catalogs";
import { useT } from "../../../i18n/use-t";
import { useCanManagePosts } from "./post-actions";
import { PostCard } from "./post-card";
import { postColumns } from "./post-columns";
import { PostEditorDialog, type EditorState } from "./post-editor-dialog";

const STATE_LABELS: Record<BlogPostState, MessageId> = {
  draft: "admin.blog.draft",
  published: "back-office.published",
};

/** The super admin's blog tab (spec section 2): every post, publish toggle, create, edit and delete. */
export function AdminBlogManager() {
  const t = useT();
  const [state, setState] = useFilterParam("state", BLOG_POST_STATES);
  const [page, setPage] = usePageParam();
  const posts = useAdminPosts(state, page);
  const canManage = useCanManagePosts();
  const [editor, setEditor] = useState<EditorState>({ open: false });
  const columns = useMemo(() => postColumns((postId) => setEditor({ open: true, postId }), t), [t]);

  const filtered = state !== "" || page > 0;
  return (
    <section aria-labelledby="admin-blog-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="admin-blog-title" className="text-lg font-semibold tracking-tight">
            {t("admin.blog.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("admin.blog.listDescription")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t("back-office.state")}
            <NativeSelect
              className="w-40"
              value={state}
              onChange={(event) => setState(event.target.value as PostStateFilter)}
            >
              <option value="">{t("back-office.allStates")}</option>
              {BLOG_POST_STATES.map((known) => (
                <option key={known} value={known}>
                  {t(STATE_LABELS[known])}
                </option>
              ))}
            </NativeSelect>
          </label>
          {canManage && (
            <Button onClick={() => setEditor({ open: true, postId: null })}>
              <SquarePen aria-hidden="true" />
              {t("admin.blog.newPost")}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-5">
        <QueryView
          query={posts}
          loading={<SkeletonRows label={t("admin.blog.loading")} rows={4} rowClassName="h-16 rounded-xl" />}
          error={t("admin.blog.loadFailed")}
          errorToast={t("admin.blog.loadFailed")}
          isEmpty={(data) => data.posts.length === 0}
          empty={
            <EmptyState
              icon={Newspaper}
              message={filtered ? t("admin.blog.noMatch") : t("admin.blog.empty")}
              action={
                filtered && (
                  <Button variant="outline" size="sm" onClick={() => setState("")}>
                    {t("back-office.showAll")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={t("admin.blog.listTitle")}
              columns={columns}
              rows={data.posts}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={posts.isFetching}
              noun={[t("admin.blog.nounOne"), t("admin.blog.nounOther")]}
              renderCard={(row) => (
                <PostCard post={row} onEdit={(postId) => setEditor({ open: true, postId })} />
              )}
            />
          )}
        </QueryView>
      </div>
      <PostEditorDialog state={editor} onClose={() => setEditor({ open: false })} />
    </section>
  );
}
