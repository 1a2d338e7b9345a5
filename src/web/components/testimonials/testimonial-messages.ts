/** Texts of a testimonial's form and state, shared by the super admin's tab and the agents' own. */
export const testimonialMessages = {
  clientName: "Client name",
  content: "Testimonial",
  rating: "Rating",
  chooseRating: "Choose a rating",
  pending: "Pending",
  approvedState: "Approved",
  saving: "Saving...",
  cancel: "Cancel",
} as const;

export function ratingLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}

export function ratingOption(rating: number): string {
  return rating === 1 ? "1 star" : `${rating} stars`;
}
