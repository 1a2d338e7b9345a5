import { shellMessages } from "../../../domain/messages";

/** Shown while the first route (and the session check of a protected route) loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-border border-t-primary motion-reduce:animate-none"
      />
      <span className="text-sm">{shellMessages.loading}</span>
    </div>
  );
}
