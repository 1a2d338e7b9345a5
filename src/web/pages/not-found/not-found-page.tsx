import { Link } from "react-router";
import { House } from "lucide-react";
import { notFoundPageMeta } from "../../../domain/page-meta";
import { usePageMeta } from "../../lib/page-meta";
import { Button } from "../../components/ui/button";
import { useT } from "../../i18n/use-t";

export function NotFoundPage() {
  const t = useT();
  usePageMeta(notFoundPageMeta, null);
  return (
    <section className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary tabular-nums">404</p>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("shell.notFoundTitle")}</h1>
      <p className="max-w-md text-muted-foreground">{t("shell.notFound.text")}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <House aria-hidden="true" />
          {t("shell.returnHome")}
        </Link>
      </Button>
    </section>
  );
}
