import { Link } from "react-router";
import { BellOff, LineChart, Newspaper } from "lucide-react";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { StaticBody } from "./static-blocks";

/** /mortgage-news: news is disabled (spec section 2); point visitors to the blog and the rates instead. */
export function MortgageNewsPage() {
  usePageMeta(pageMeta["/mortgage-news"]);
  const t = useT();

  return (
    <>
      <PageHeader title={t("content.news.title")} />
      <StaticBody>
        <div
          role="status"
          className="flex max-w-3xl flex-col gap-4 rounded-xl border border-border bg-muted p-6 sm:flex-row sm:items-start"
        >
          <BellOff className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="text-lg font-semibold">{t("content.news.disabled")}</p>
            <p className="mt-2 text-muted-foreground">{t("content.news.text")}</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/blog">
                  <Newspaper aria-hidden="true" />
                  {t("content.news.readBlog")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/rates">
                  <LineChart aria-hidden="true" />
                  {t("content.news.seeRates")}
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </StaticBody>
    </>
  );
}
