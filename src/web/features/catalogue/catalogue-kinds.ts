import { loadErrors, publicMessages } from "../../../domain/messages";

export type CatalogueKind = "products" | "services";

export interface CatalogueKindConfig {
  kind: CatalogueKind;
  /** Route and API base, e.g. /products and /api/products. */
  basePath: string;
  apiPath: string;
  /** Keys of the API bodies: { products: [...] } and { product: {...} }. */
  listKey: string;
  itemKey: string;
  /** Lower-case singular noun for labels, e.g. "product". */
  singular: string;
  showPrice: boolean;
  showFeatures: boolean;
  empty: string;
  notFound: string;
  loadError: string;
  back: string;
}

/** Products and services are one catalogue with two configurations (spec section 2: "the same way, without price"). */
export const CATALOGUE_KINDS: Record<CatalogueKind, CatalogueKindConfig> = {
  products: {
    kind: "products",
    basePath: "/products",
    apiPath: "/api/products",
    listKey: "products",
    itemKey: "product",
    singular: "product",
    showPrice: true,
    showFeatures: false,
    empty: publicMessages.noProducts,
    notFound: publicMessages.productNotFound,
    loadError: loadErrors.products,
    back: publicMessages.backToProducts,
  },
  services: {
    kind: "services",
    basePath: "/services",
    apiPath: "/api/services",
    listKey: "services",
    itemKey: "service",
    singular: "service",
    showPrice: false,
    showFeatures: true,
    empty: publicMessages.noServices,
    notFound: publicMessages.serviceNotFound,
    loadError: loadErrors.services,
    back: "Back to services",
  },
};
