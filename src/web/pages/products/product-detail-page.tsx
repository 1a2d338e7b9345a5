import { useParams } from "react-router";
import { CatalogueDetailView } from "../../features/catalogue/components/catalogue-detail-view";
import { CATALOGUE_KINDS } from "../../features/catalogue/catalogue-kinds";

/** /products/:id */
export function ProductDetailPage() {
  const { id = "" } = useParams();
  return <CatalogueDetailView key={id} config={CATALOGUE_KINDS.products} id={id} />;
}
