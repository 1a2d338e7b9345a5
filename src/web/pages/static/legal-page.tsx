import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { sayPageMeta, type PageMeta } from "../../../domain/page-meta";
import { formatPolicyDate } from "../../components/legal/policy-date";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { useLocale, useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { useSiteConfig, type SiteConfig } from "../../lib/site-config";
import { StaticBody } from "./static-blocks";

interface LegalPageProps {
  /** The page's title, also its heading, and description. */
  meta: PageMeta;
  intro: ReactNode;
  /** The page's sections, written with the server's settings: who runs the site and how to reach them. */
  children: (site: SiteConfig) => ReactNode;
}

/**
 * The privacy policy and the terms of use: their title and "Last updated" date, then sections that name
 * the brokerage from the server's settings (docs/decisions/0022), so no text names a business it isn't.
 */
export function LegalPage({ meta, intro, children }: LegalPageProps) {
  usePageMeta(meta);
  const t = useT();
  const locale = useLocale();
  const { data: site, isPending, isError, refetch } = useSiteConfig();

  return (
    <>
      <PageHeader title={sayPageMeta(meta, t).title}>
        {intro}
        {site && (
          <p className="mt-3 text-sm">
            <FormattedMessage
              id="legal.lastUpdated"
              values={{
                date: (
                  <time dateTime={site.privacy.updated}>
                    {formatPolicyDate(site.privacy.updated, locale)}
                  </time>
                ),
              }}
            />
          </p>
        )}
      </PageHeader>
      <StaticBody>
        {site && children(site)}
        {isPending && (
          <div role="status" aria-label={t("legal.loading")} className="flex max-w-3xl flex-col gap-3">
            <Skeleton className="h-7 w-1/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {isError && <LoadError message={t("legal.loadFailed")} onRetry={() => void refetch()} />}
      </StaticBody>
    </>
  );
}
