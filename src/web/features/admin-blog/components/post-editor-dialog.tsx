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
import { adminBlogMessages as text } from "../messages";
import { PostForm } from "./post-form";

/** Which post the editor is open on: none, a new one, or an existing one by id. */
export type EditorState = { open: false } | { open: true; postId: string | null };

function EditPost({ postId, onSaved }: { postId: string; onSaved: () => void }) {
  const post = useAdminPost(postId);
  return (
    <QueryView
      query={post}
      loading={
        <div className="grid gap-3" role="status" aria-label={text.loading}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 rounded-lg" />
          ))}
          <Skeleton className="h-48 rounded-lg" />
        </div>
      }
      error={text.postLoadFailed}
    >
      {(data) => <PostForm key={data.id} post={data} onSaved={onSaved} />}
    </QueryView>
  );
}

/** The create and edit form in a wide dialog; an edit starts from the stored post, read fresh. */
export function PostEditorDialog({ state, onClose }: { state: EditorState; onClose: () => void }) {
  const editing = state.open && state.postId !== null;
  return (
    <Dialog open={state.open} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? text.editTitle : text.createTitle}</DialogTitle>
          <DialogDescription>{editing ? text.editDescription : text.createDescription}</DialogDescription>
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
