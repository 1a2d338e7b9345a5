import { lendersResource } from "../resources/lenders";
import { productsResource } from "../resources/products";
import { servicesResource } from "../resources/services";
import { CatalogueManager } from "./catalogue-manager";

/** The super admin's products tab (spec section 2: list, create, edit and delete). */
export function AdminProductsTab() {
  return <CatalogueManager resource={productsResource} />;
}

/** The super admin's services tab. */
export function AdminServicesTab() {
  return <CatalogueManager resource={servicesResource} />;
}

/** The super admin's lenders tab: all lenders, active or not. */
export function AdminLendersTab() {
  return <CatalogueManager resource={lendersResource} />;
}
