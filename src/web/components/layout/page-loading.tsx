import { useT } from "../../i18n/use-t";

/** Shown while the first route (and the session check of a protected route) loads. */
export function PageLoading() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-border border-t-primary motion-reduce:animate-none"
      />
      <span className="text-sm">{t("shell.loading")}</span>
    </div>
  );
}
