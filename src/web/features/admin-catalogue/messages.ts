import { loadErrors, saveErrors } from "../../../domain/messages";

/**
 * Texts of the super admin's products, services and lenders tabs. The spec's own words (load and save
 * failures) come from the domain catalogue; the rest it leaves to us ("and similar ones").
 */
export interface CatalogueMessages {
  /** "product", for buttons and dialogs. */
  singular: string;
  /** ["product", "products"], for the "Showing 1–n of m" line. */
  noun: readonly [string, string];
  listTitle: string;
  listDescription: string;
  loadFailed: string;
  saveFailed: string;
  deleteFailed: string;
  created: string;
  updated: string;
  deleted: string;
  empty: string;
}

function catalogueMessages(
  singular: string,
  plural: string,
  texts: Pick<CatalogueMessages, "listDescription" | "loadFailed" | "saveFailed" | "deleteFailed" | "empty">,
): CatalogueMessages {
  const title = singular.charAt(0).toUpperCase() + singular.slice(1);
  return {
    singular,
    noun: [singular, plural],
    listTitle: `All ${plural}`,
    created: `${title} created successfully!`,
    updated: `${title} updated successfully!`,
    deleted: `${title} deleted successfully!`,
    ...texts,
  };
}

export const productsMessages = catalogueMessages("product", "products", {
  listDescription: "Newest first. Every product here is listed on the public products page.",
  loadFailed: loadErrors.products,
  saveFailed: saveErrors.saveProduct,
  deleteFailed: saveErrors.deleteProduct,
  empty: "No products yet. Add the first one and it appears on the products page at once.",
});

export const servicesMessages = catalogueMessages("service", "services", {
  listDescription: "Newest first. Every service here is listed on the public services page.",
  loadFailed: loadErrors.services,
  saveFailed: saveErrors.saveService,
  deleteFailed: saveErrors.deleteService,
  empty: "No services yet. Add the first one and it appears on the services page at once.",
});

export const lendersMessages = catalogueMessages("lender", "lenders", {
  listDescription:
    "By type, then display order. Active lenders appear under Trusted Lenders on the home page and on broker profiles.",
  loadFailed: loadErrors.lenders,
  saveFailed: saveErrors.saveLender,
  deleteFailed: saveErrors.deleteLender,
  empty: "No lenders yet. Add the banks and alternate lenders your brokers work with.",
});

export const catalogueActionMessages = {
  add: (singular: string) => `Add ${singular}`,
  addTitle: (singular: string) => `New ${singular}`,
  editTitle: (singular: string) => `Edit ${singular}`,
  edit: "Edit",
  editLabel: (singular: string, name: string) => `Edit ${singular} ${name}`,
  deleteLabel: (singular: string, name: string) => `Delete ${singular} ${name}`,
  deleteTitle: (singular: string) => `Delete this ${singular}?`,
  deleteDescription: (name: string) =>
    `${name} will be removed from the site for good. This cannot be undone.`,
  save: "Save",
  saving: "Saving...",
  create: "Create",
  cancel: "Cancel",
  loading: (plural: string) => `Loading ${plural}`,
  columnActions: "Actions",
} as const;
