import { useParams } from "react-router";
import { CatalogueDetailView } from "../../features/catalogue/components/catalogue-detail-view";
import { CATALOGUE_KINDS } from "../../features/catalogue/catalogue-kinds";

/** /services/:id */
export function ServiceDetailPage() {
  const { id = "" } = useParams();
  return <CatalogueDetailView key={id} config={CATALOGUE_KINDS.services} id={id} />;
}
