import { pageMeta } from "../../../domain/page-meta";

/** Texts of the applications page that the specification leaves to us (its own texts live in domain/messages). */
export const applicationsMessages = {
  pageTitle: pageMeta["/applications"].title,
  formTitle: "Mortgage Application Form",
  listTitle: "Recent Applications",
  listEmpty: "No applications yet. New applications will appear here as soon as they are submitted.",
  listScopeAgent: "Applications assigned to you, newest first.",
  listScopeAll: "Every application, newest first.",
  noPreference: "No preference",
  retry: "Try again",
} as const;
