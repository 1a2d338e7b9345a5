import { useT } from "../../i18n/use-t";

/** The first focusable element on every page: jumps past the header to the main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:translate-y-0"
    >
      {t("shell.skipToContent")}
    </a>
  );
}
