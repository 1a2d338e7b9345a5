import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useAdminPost } from "../api/get-admin-post";
import { useT } from "../../../i18n/use-t";
import { PostForm } from "./post-form";

/** Which post the editor is open on: none, a new one, or an existing one by id. */
export type EditorState = { open: false } | { open: true; postId: string | null };

function EditPost({ postId, onSaved }: { postId: string; onSaved: () => void }) {
  const t = useT();
  const post = useAdminPost(postId);
  return (
    <QueryView
      query={post}
      loading={
        <div className="grid gap-3" role="status" aria-label={t("admin.blog.loading")}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 rounded-lg" />
          ))}
          <Skeleton className="h-48 rounded-lg" />
        </div>
      }
      error={t("admin.blog.postLoadFailed")}
    >
      {(data) => <PostForm key={data.id} post={data} onSaved={onSaved} />}
    </QueryView>
  );
}

/** The create and edit form in a wide dialog; an edit starts from the stored post, read fresh. */
export function PostEditorDialog({ state, onClose }: { state: EditorState; onClose: () => void }) {
  const t = useT();
  const editing = state.open && state.postId !== null;
  return (
    <Dialog open={state.open} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? t("admin.blog.editTitle") : t("admin.blog.createTitle")}</DialogTitle>
          <DialogDescription>
            {editing ? t("admin.blog.editDescription") : t("admin.blog.createDescription")}
          </DialogDescription>
        </DialogHeader>
        {state.open &&
          (state.postId ? (
            <EditPost postId={state.postId} onSaved={onClose} />
          ) : (
            <PostForm onSaved={onClose} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
