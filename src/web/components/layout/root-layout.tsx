import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useT } from "../../i18n/use-t";

/**
 * Wraps every route: a thin progress bar while the next page (or its access check) loads, and the
 * scroll position restored on back and forward.
 */
export function RootLayout() {
  const t = useT();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <>
      {loading && (
        <div
          role="progressbar"
          aria-label={t("shell.loadingPage")}
          className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary/15"
        >
          <div className="h-full w-2/5 animate-progress bg-accent motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
