import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { RefreshCw } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { Button } from "../ui/button";

/** Shown when a page fails to load, e.g. a new release replaced the script files of an open tab. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold">{t("shell.routeError.title")}</h1>
      <p className="max-w-md text-muted-foreground">
        {t("shell.routeError.text")}
        {detail && <span className="mt-1 block text-sm">({detail})</span>}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t("shell.routeError.reload")}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t("shell.returnHome")}</Link>
        </Button>
      </div>
    </main>
  );
}
