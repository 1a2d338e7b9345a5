import { PageHeader } from "../../components/ui/page-header";
import { CatalogueGrid } from "../../features/catalogue/components/catalogue-grid";
import { CATALOGUE_KINDS } from "../../features/catalogue/catalogue-kinds";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /services: what Vayu brokers do for buyers, owners and investors. */
export function ServicesPage() {
  const t = useT();
  usePageMeta(pageMeta["/services"]);
  return (
    <>
      <PageHeader title={t("catalogue.services.title")}>{t("catalogue.services.intro")}</PageHeader>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6">
        <CatalogueGrid config={CATALOGUE_KINDS.services} />
      </div>
    </>
  );
}
