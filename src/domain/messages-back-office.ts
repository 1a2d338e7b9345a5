/** The super admin's panel and the broker's dashboard: their titles, and what a save says. */

export const adminMessages = {
  title: "Super Admin Panel",
  subtitle: "Manage your platform",
  menuTitle: "Admin Menu",
} as const;

export const dashboardMessages = {
  title: "Agent Dashboard",
  subtitle: "Manage your profile and leads",
  viewMyPage: "View My Page",
  menuTitle: "Dashboard",
  customizeTab: "Customize Page",
  linksTab: "Application Links",
  draftPending: "⏳ Draft - Pending Approval",
  testimonialApprovalNote: "Testimonials require admin approval before appearing on your page.",
} as const;

export const saveErrors = {
  createAgent: "Failed to create agent",
  updateAgent: "Failed to update agent",
  deleteAgent: "Failed to delete agent",
  uploadHeadshot: "Failed to upload headshot",
  uploadBanner: "Failed to upload banner",
  updateAgentProfile: "Failed to update agent profile",
  updateTestimonial: "Failed to update testimonial",
  deleteTestimonial: "Failed to delete testimonial",
  saveTestimonial: "Failed to save testimonial",
  submitTestimonial: "Failed to submit testimonial",
  updateLeadStatus: "Failed to update lead status",
  deleteApplication: "Failed to delete application",
  addRate: "Failed to add rate",
  updateRate: "Failed to update rate",
  deleteRate: "Failed to delete rate",
  updateRateStatus: "Failed to update rate status",
  saveProduct: "Failed to save product",
  deleteProduct: "Failed to delete product",
  saveService: "Failed to save service",
  deleteService: "Failed to delete service",
  saveLender: "Failed to save lender",
  deleteLender: "Failed to delete lender",
  updatePost: "Failed to update post",
  savePost: "Failed to save post",
  updateSocialLinks: "Failed to update social links",
  updateApplicationLinks: "Failed to update application links",
  updateSeo: "Failed to update SEO settings",
  saveChanges: "Failed to save changes",
  updateProfile: "Failed to update profile",
  saveDocument: "Failed to save document",
  uploadImage: "Failed to upload image",
  missingBlogBucket: 'Bucket "blog-images" not found...',
} as const;

export function uploadDocumentFailed(message: string): string {
  return `Failed to upload document: ${message}`;
}

export const successMessages = {
  agentCreated: "Agent created successfully!",
  agentUpdated: "Agent updated successfully!",
  agentDeleted: "Agent deleted successfully!",
  testimonialApproved: "Testimonial approved!",
  testimonialUnapproved: "Testimonial unapproved!",
  rateAdded: "Rate added successfully",
  rateActivated: "Rate activated",
  rateDeactivated: "Rate deactivated",
  leadStatusUpdated: "Lead status updated!",
  postPublished: "Post published!",
  postUnpublished: "Post unpublished!",
  profileUrlUpdated: "Profile URL updated successfully",
  uploadedFallback: "Uploaded (fallback)",
} as const;

export const validationMessages = {
  noAgentForPost: "No agent exists to associate with this post. Create an agent first.",
  emptyProfileSlug: "Profile slug cannot be empty",
  profileSlugTaken: "This profile URL is already taken",
  invalidFeaturesJson: "Features must be valid JSON",
} as const;
