import { PageHeader } from "../../components/ui/page-header";
import { CatalogueGrid } from "../../features/catalogue/components/catalogue-grid";
import { CATALOGUE_KINDS } from "../../features/catalogue/catalogue-kinds";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /products: the mortgage products Vayu brokers arrange. */
export function ProductsPage() {
  const t = useT();
  usePageMeta(pageMeta["/products"]);
  return (
    <>
      <PageHeader title={t("catalogue.products.title")}>{t("catalogue.products.intro")}</PageHeader>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6">
        <CatalogueGrid config={CATALOGUE_KINDS.products} />
      </div>
    </>
  );
}
