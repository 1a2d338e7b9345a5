import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";

/**
 * Texts of the super admin's rates tab. The spec's own words come from the domain catalogue, so they
 * stay verbatim; the rest the spec leaves to us.
 */
export const adminRatesMessages = {
  loadFailed: loadErrors.rates,
  addFailed: saveErrors.addRate,
  added: successMessages.rateAdded,
  updateFailed: saveErrors.updateRate,
  statusFailed: saveErrors.updateRateStatus,
  activated: successMessages.rateActivated,
  deactivated: successMessages.rateDeactivated,
  deleteFailed: saveErrors.deleteRate,
  deleted: "Rate deleted",
  listTitle: "All rates",
  listDescription:
    "Active and inactive rates, lowest our rate first. Click a rate to edit it, and a badge to switch the rate on or off; only active rates appear on the site.",
  loading: "Loading rates",
  empty: "No rates yet. Add one to show it on the site.",
  noMatch: "No rates match these filters.",
  clearFilters: "Clear filters",
  addRate: "Add rate",
  addTitle: "Add a rate",
  addDescription: "The rate is saved as a manual entry and shown on the site at once.",
  saving: "Saving...",
  cancel: "Cancel",
  filtersLabel: "Filter rates",
  allProvinces: "All provinces",
  allTypes: "All types",
  allStates: "Active and inactive",
  activeOnly: "Active only",
  inactiveOnly: "Inactive only",
  active: "Active",
  inactive: "Inactive",
  columnTerm: "Term",
  columnType: "Type",
  columnProvince: "Province",
  columnMortgageType: "Mortgage type",
  columnPosted: "Posted rate",
  columnOurs: "Our rate",
  columnSource: "Source",
  columnUpdated: "Updated",
  columnStatus: "Status",
  columnActions: "Actions",
  fieldTerm: "Term",
  fieldType: "Rate type",
  fieldProvince: "Province",
  fieldMortgageType: "Mortgage type",
  fieldPosted: "Posted rate (%)",
  fieldOurs: "Our rate (%)",
  rateHint: "A percentage with up to 3 decimals, e.g. 4.125",
  deleteTitle: "Delete this rate?",
} as const;

export const RATE_TYPE_LABELS: Record<string, string> = { fixed: "Fixed", variable: "Variable" };

export function rateTypeLabel(rateType: string): string {
  return RATE_TYPE_LABELS[rateType] ?? rateType;
}

/** "5 year fixed, Ontario": how a row is named in buttons and dialogs. */
export function rateName(rate: { term: string; rate_type: string; province: string }): string {
  return `${rate.term} ${rate.rate_type}, ${rate.province}`;
}

export function editRateLabel(field: "posted" | "ours", rate: Parameters<typeof rateName>[0]): string {
  return `${field === "posted" ? "Posted rate" : "Our rate"} of ${rateName(rate)}`;
}

export function toggleRateLabel(active: boolean, rate: Parameters<typeof rateName>[0]): string {
  return `${active ? "Active" : "Inactive"}: ${rateName(rate)}. ${active ? "Deactivate" : "Activate"} this rate`;
}

export function deleteRateLabel(rate: Parameters<typeof rateName>[0]): string {
  return `Delete rate ${rateName(rate)}`;
}

export function deleteRateDescription(rate: Parameters<typeof rateName>[0]): string {
  return `The ${rateName(rate)} rate will be removed for good and disappear from the site. This cannot be undone. To hide it for a while, deactivate it instead.`;
}
