import { PageHeader } from "../../components/ui/page-header";
import { CatalogueGrid } from "../../features/catalogue/components/catalogue-grid";
import { CATALOGUE_KINDS } from "../../features/catalogue/catalogue-kinds";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /services: what Vayu brokers do for buyers, owners and investors. */
export function ServicesPage() {
  usePageMeta(pageMeta["/services"]);
  return (
    <>
      <PageHeader title="Mortgage services">
        How our licensed brokers help, from your first pre-approval to refinancing, self-employed income and
        newcomer programs.
      </PageHeader>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6">
        <CatalogueGrid config={CATALOGUE_KINDS.services} />
      </div>
    </>
  );
}
