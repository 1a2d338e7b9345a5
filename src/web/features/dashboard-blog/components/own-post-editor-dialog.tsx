import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { useOwnPost } from "../api/get-own-post";
import { useT } from "../../../i18n/use-t";
import { OwnPostForm } from "./own-post-form";

/** Which post the editor is open on: none, a new one, or an existing one by id. */
export type EditorState = { open: false } | { open: true; postId: string | null };

function EditOwnPost({ postId, onSaved }: { postId: string; onSaved: () => void }) {
  const t = useT();
  const post = useOwnPost(postId);
  return (
    <QueryView
      query={post}
      loading={
        <div className="grid gap-3" role="status" aria-label={t("dashboard.blog.loading")}>
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-12 rounded-lg" />
          ))}
          <Skeleton className="h-48 rounded-lg" />
        </div>
      }
      error={t("dashboard.blog.postLoadFailed")}
    >
      {(data) => <OwnPostForm key={data.id} post={data} onSaved={onSaved} />}
    </QueryView>
  );
}

/** The create and edit form in a wide dialog; an edit starts from the stored post, read fresh. */
export function OwnPostEditorDialog({ state, onClose }: { state: EditorState; onClose: () => void }) {
  const t = useT();
  const editing = state.open && state.postId !== null;
  return (
    <Dialog open={state.open} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {editing ? t("dashboard.blog.editTitle") : t("dashboard.blog.createTitle")}
          </DialogTitle>
          <DialogDescription>
            {editing ? t("dashboard.blog.editDescription") : t("dashboard.blog.createDescription")}
          </DialogDescription>
        </DialogHeader>
        {state.open &&
          (state.postId ? (
            <EditOwnPost postId={state.postId} onSaved={onClose} />
          ) : (
            <OwnPostForm onSaved={onClose} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
