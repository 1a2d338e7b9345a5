import { dashboardMessages, loadErrors, saveErrors } from "../../../domain/messages";
import { testimonialMessages } from "../../components/testimonials/testimonial-messages";

/**
 * Texts of the agent dashboard's testimonials tab. The spec's own words come from the domain
 * catalogue, so they stay verbatim; the rest the spec leaves to us.
 */
export const dashboardTestimonialsMessages = {
  ...testimonialMessages,
  approvalNote: dashboardMessages.testimonialApprovalNote,
  loadFailed: loadErrors.testimonials,
  submitFailed: saveErrors.submitTestimonial,
  deleteFailed: saveErrors.deleteTestimonial,
  submitted: "Testimonial submitted for approval!",
  deleted: "Testimonial deleted!",
  listTitle: "Your testimonials",
  listDescription: "Newest first. Approved testimonials appear on your public page.",
  loading: "Loading testimonials",
  empty: "No testimonials yet. Submit one from a client you have helped.",
  firstPage: "Back to the first page",
  submit: "Submit a testimonial",
  submitTitle: "Submit a testimonial",
  send: "Submit testimonial",
  columnClient: "Client",
  columnRating: "Rating",
  columnTestimonial: "Testimonial",
  columnState: "State",
  columnActions: "Actions",
  deleteTitle: "Delete this testimonial?",
} as const;

export function deleteLabel(clientName: string): string {
  return `Delete testimonial from ${clientName}`;
}

export function deleteDescription(clientName: string): string {
  return `The pending testimonial from ${clientName} will be withdrawn for good. This cannot be undone.`;
}
