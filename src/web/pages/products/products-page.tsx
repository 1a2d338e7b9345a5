import { PageHeader } from "../../components/ui/page-header";
import { CatalogueGrid } from "../../features/catalogue/components/catalogue-grid";
import { CATALOGUE_KINDS } from "../../features/catalogue/catalogue-kinds";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /products: the mortgage products Vayu brokers arrange. */
export function ProductsPage() {
  usePageMeta(pageMeta["/products"]);
  return (
    <>
      <PageHeader title="Mortgage products">
        The mortgages and credit products our brokers arrange with banks, credit unions, monoline lenders and
        private lenders across Canada.
      </PageHeader>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6">
        <CatalogueGrid config={CATALOGUE_KINDS.products} />
      </div>
    </>
  );
}
