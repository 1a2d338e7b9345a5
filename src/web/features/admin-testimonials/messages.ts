import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";
import { testimonialMessages } from "../../components/testimonials/testimonial-messages";

/**
 * Texts of the super admin's testimonials tab. The spec's own words come from the domain catalogue, so
 * they stay verbatim; the rest the spec leaves to us.
 */
export const adminTestimonialsMessages = {
  ...testimonialMessages,
  loadFailed: loadErrors.testimonials,
  saveFailed: saveErrors.saveTestimonial,
  updateFailed: saveErrors.updateTestimonial,
  deleteFailed: saveErrors.deleteTestimonial,
  approved: successMessages.testimonialApproved,
  unapproved: successMessages.testimonialUnapproved,
  created: "Testimonial added!",
  updated: "Testimonial updated!",
  deleted: "Testimonial deleted!",
  listTitle: "All testimonials",
  listDescription:
    "Every testimonial, newest first. Agents' testimonials appear on their page once approved; yours appear on the home page.",
  loading: "Loading testimonials",
  empty: "No testimonials yet. Write one, or approve the ones agents submit.",
  noMatch: "No testimonials in this state.",
  showAll: "Show all",
  stateFilter: "State",
  allStates: "All states",
  adminBadge: "Admin",
  write: "Write a testimonial",
  writeTitle: "Write a testimonial",
  writeDescription: "Testimonials you write are approved at once and shown on the home page.",
  editTitle: "Edit testimonial",
  editDescription: "Only you, as its author, can change this testimonial.",
  save: "Save testimonial",
  edit: "Edit",
  columnClient: "Client",
  columnRating: "Rating",
  columnTestimonial: "Testimonial",
  columnFrom: "For",
  columnAuthor: "Written by",
  columnState: "State",
  columnActions: "Actions",
  deleteTitle: "Delete this testimonial?",
} as const;

export function approveLabel(clientName: string): string {
  return `Approved: testimonial from ${clientName}`;
}

export function editLabel(clientName: string): string {
  return `Edit testimonial from ${clientName}`;
}

export function deleteLabel(clientName: string): string {
  return `Delete testimonial from ${clientName}`;
}

export function deleteDescription(clientName: string): string {
  return `The testimonial from ${clientName} will be removed from the site for good. This cannot be undone.`;
}
