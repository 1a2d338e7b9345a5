import type { TestimonialRow } from "./queries";

/**
 * A testimonial as the super admin's tab shows it. `editable` tells the caller whether they wrote it:
 * only the author of an admin testimonial may change it (spec sections 4 and 6).
 */
export function adminTestimonialToJson({ testimonial, agent, authorName }: TestimonialRow, callerId: string) {
  return {
    id: testimonial.id,
    client_name: testimonial.clientName,
    content: testimonial.content,
    rating: testimonial.rating,
    is_approved: testimonial.isApproved,
    admin_id: testimonial.adminId,
    author_name: testimonial.adminId ? authorName : null,
    agent,
    created_at: testimonial.createdAt,
    editable: testimonial.adminId !== null && testimonial.adminId === callerId,
  };
}
