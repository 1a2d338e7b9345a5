import type { JobRunOutcome, JobRunTrigger } from "../../../domain/job-runs";
import { loadErrors, rateMessages, saveErrors, successMessages } from "../../../domain/messages";

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

/** Texts of the rate sync panel at the top of the tab (issue 12); the failure toast is the spec's. */
export const rateSyncMessages = {
  scrapeFailed: rateMessages.scrapeFailed,
  title: "Automatic rate updates",
  description:
    "Rates are read from the sources below and saved in the table. Rates you add by hand are never changed, and a run that fails leaves every rate as it was.",
  scrape: "Scrape rates",
  scraping: "Scraping...",
  runInProgress: "A run is in progress. The button comes back when it ends.",
  loading: "Loading the rate sync status",
  loadFailed: "Failed to load the rate sync status",
  off: "Off",
  offNote:
    "No rate source is configured, so rates are not updated automatically and there is nothing to scrape. Rates can be added and edited by hand in the table below.",
  offHowTo: "To switch updates on, set one of these on the server and restart it:",
  offSettings: [
    {
      setting: "RATES_HTML_URL",
      text: "the address of a rates page to read, and RATES_HTML_PROVINCE for the province it lists",
    },
    { setting: "RATES_BOC_VALET=true", text: "the Bank of Canada's posted rates, for National" },
  ],
  sourcesLabel: "Sources",
  scheduleLabel: "Schedule",
  nextRun: (when: string) => `Next run: ${when}`,
  scheduleOff: "The nightly run is off. Rates are read only when you press Scrape rates.",
  newRatesLabel: "New rates",
  activateNewTitle: "Go live at once",
  activateNewText: "Rates a run adds are active and shown on the site straight away.",
  reviewNewTitle: "Wait for your review",
  reviewNewText: "Rates a run adds stay inactive until you switch them on in the table below.",
  lastRunTitle: "Last run",
  noRun: "No run yet. Press Scrape rates to read the sources now.",
  noRunScheduled: "No run yet. Press Scrape rates to read the sources now, or wait for the next run.",
  running: "Reading the sources. This panel updates when the run ends.",
  counts: [
    ["added", "Added"],
    ["updated", "Updated"],
    ["unchanged", "Unchanged"],
    ["skipped", "Skipped"],
  ] as const,
  countsLabel: "Rates in the last run",
  problemsLabel: "What went wrong",
  skippedSummary: (count: number) => `${count.toLocaleString("en-CA")} skipped: see why`,
  skippedTitle: "Rates the run read but did not save",
  outcomes: {
    succeeded: "Succeeded",
    partial: "Partly succeeded",
    failed: "Failed",
    interrupted: "Interrupted",
    skipped: "Skipped",
    running: "Running",
  } satisfies Record<JobRunOutcome, string>,
  triggers: {
    schedule: "Started by the nightly run",
    manual: "Started with Scrape rates",
    cli: "Started from the command line",
  } satisfies Record<JobRunTrigger, string>,
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
