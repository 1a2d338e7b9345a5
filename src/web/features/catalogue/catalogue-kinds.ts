import type { MessageId } from "../../../i18n/catalogs";

export type CatalogueKind = "products" | "services";

export interface CatalogueKindConfig {
  kind: CatalogueKind;
  /** Route and API base, e.g. /products and /api/products. */
  basePath: string;
  apiPath: string;
  /** Keys of the API bodies: { products: [...] } and { product: {...} }. */
  listKey: string;
  itemKey: string;
  /** Lower-case singular noun, e.g. "product": element ids and the page's meta. */
  singular: string;
  showPrice: boolean;
  showFeatures: boolean;
  /** The kind's own texts, said in the page's language. */
  messages: Record<"empty" | "notFound" | "loadError" | "back", MessageId>;
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
    messages: {
      empty: "catalogue.products.empty",
      notFound: "catalogue.products.notFound",
      loadError: "catalogue.products.loadFailed",
      back: "catalogue.products.back",
    },
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
    messages: {
      empty: "catalogue.services.empty",
      notFound: "catalogue.services.notFound",
      loadError: "catalogue.services.loadFailed",
      back: "catalogue.services.back",
    },
  },
};
