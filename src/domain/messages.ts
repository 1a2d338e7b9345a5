/**
 * The user-visible texts of the specification, word for word. The UI renders these constants and the
 * tests assert them, so a wording change happens in one place and breaks the tests that depend on it.
 */

export const authMessages = {
  title: "Welcome Back",
  subtitle: "Sign in to your account",
  submit: "Sign In",
  submitting: "Loading...",
  success: "Login successful!",
  invalidCredentials: "Invalid email or password. Please try again.",
  genericError: "An error occurred during authentication",
  profileLoadError: "Error loading user profile",
  roleCheckError: "Error checking user role",
  accessDenied: "Access denied",
  loadingForm: "Loading the sign-in form",
  formLoadFailed: "The sign-in form could not load. Check your connection, then open the sign-in page.",
  openSignInPage: "Open the sign-in page",
} as const;

/** Forgot password, the reset page and the invitation's set-your-password page (not in the spec). */
export const passwordResetMessages = {
  forgotPassword: "Forgot password?",
  requestTitle: "Reset your password",
  requestSubtitle:
    "Enter the email address you sign in with and we'll email you a link to choose a new password.",
  requestSubmit: "Email me a reset link",
  requestSubmitting: "Sending...",
  requestSent:
    "If an account exists for that address, we've e-mailed a link to reset its password. The link works once, within 1 hour.",
  requestFailed: "The reset link could not be requested. Please try again.",
  backToSignIn: "Back to sign in",
  pageTitle: "Choose a new password",
  pageSubtitle: "Your new password replaces the old one and signs you out everywhere.",
  inviteTitle: "Set your password",
  inviteSubtitle: "Choose the password you'll sign in to Vayu with.",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  passwordHint: "At least 8 characters.",
  passwordRequired: "Enter a new password",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  confirmRequired: "Enter the new password again",
  passwordsDiffer: "The passwords don't match",
  submit: "Save new password",
  inviteSubmit: "Set password",
  submitting: "Saving...",
  checking: "Checking your link...",
  doneTitle: "Password changed",
  inviteDoneTitle: "Password set",
  success: "Your password has been changed. Sign in with your new password.",
  inviteSuccess: "Your password is set. Sign in to open your dashboard.",
  signIn: "Sign in",
  invalidLinkTitle: "This link no longer works",
  invalidLink:
    "The link has expired or has already been used. Each link works once: reset links within 1 hour, invitations within 7 days.",
  requestNewLink: "Request a new link",
  failed: "Your password could not be changed. Please try again.",
} as const;

export const shellMessages = {
  loading: "Loading...",
  notFoundTitle: "Oops! Page not found",
  returnHome: "Return to Home",
  returnHomeShort: "Return Home",
  menuLoadFailed: "The menu could not be opened. Check your connection and try again.",
  applyNow: "Apply Now",
  signIn: "Sign in",
  logout: "Logout",
  adminLink: "Admin",
  dashboardLink: "Dashboard",
} as const;

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

export const homeMessages = {
  headline: "Your Mortgage AI Companion",
  getStarted: "Get Started",
  renewalQuote: "Renewal Quote",
  bestRateToday: "Best Rate Today",
  ratesSectionTitle: "Today's Best Mortgage Rates",
  ratesDisclaimer: "Rates may vary provincially and are subject to change without notice OAC",
  aLendersTitle: "A Lenders - Big Banks",
  alternateLendersTitle: "Alternate Lenders",
  testimonialsTitle: "What Our Clients Say",
  buyingTitle: "Buying a Home",
  renewalTitle: "Renewal/Refinancing",
  calculatorTitle: "Mortgage Calculator",
  quoteLoadFailed: "The quote form could not be opened. Check your connection and try again.",
} as const;

export const quoteMessages = {
  missingFields: "Please fill in all required fields",
  submitFailed: "Failed to submit form",
  success: "Your mortgage quote request has been submitted!",
} as const;

export const rateMessages = {
  noFixedRates: "No fixed rates available",
  noVariableRates: "No variable rates available",
  profileRatesNote: "*Rates may vary provincially and are subject to change without notice OAC.",
  scrapeFailed: "Failed to scrape rates. Please try again.",
  /** Beside every list of rates: the latest change or check of the rates shown (Toronto date). */
  updated: (date: string) => `Updated ${date}`,
} as const;

export const chatMessages = {
  title: "Vayu - Mortgage Assistant",
  subtitle: "General mortgage information and MIC lending guidance",
  openButton: "Try AI",
  clearConfirm: "Are you sure you want to clear the chat history?",
  thinking: "Vayu is thinking...",
  placeholder: "Ask me about mortgages...",
  placeholderBusy: "Please wait...",
  fallbackAnswer:
    "Sorry, I could not find an answer to that. I can connect you with a licensed mortgage agent for personalized help.",
  greeting:
    "Hi, I'm Vayu! I share general information about mortgages and MIC (mortgage investment corporation) lending in Canada. It isn't personal financial advice. If you'd like a licensed mortgage broker to follow up, leave your name and your email or phone number here.",
  loadFailed: "The chat could not be opened. Check your connection and try again.",
  closeLabel: "Close chat",
  clearButton: "Clear Chat",
  clearConfirmTitle: "Clear chat",
  clearConfirmAction: "Clear chat",
  clearCancel: "Cancel",
  conversationLabel: "Conversation with Vayu",
  historyLabel: "Messages (scrollable)",
  visitorName: "You",
  assistantName: "Vayu",
  suggestionsLabel: "Suggested questions",
  inputLabel: "Your message",
  sendLabel: "Send message",
  charactersUsed: (count: number, max: number) =>
    `${count.toLocaleString("en-CA")} / ${max.toLocaleString("en-CA")} characters`,
} as const;

export const publicMessages = {
  agentNotFoundToast: "Agent not found",
  agentNotFoundTitle: "Agent Not Found",
  applicationsLoadError: "Error: Failed to load applications",
  applicationSubmitFailed: "Failed to submit application. Please try again.",
  applicationSubmitted: "Application submitted successfully! We'll contact you soon.",
  submitting: "Submitting...",
  submitApplication: "Submit Application",
  contactConsentRequired: "Please consent to receiving communications",
  contactSendFailed: "Failed to send message. Please try again.",
  contactSent: "Message sent! We'll get back to you soon.",
  externalSubmitted: "Also submitted to the external mortgage network.",
  externalFailed: "Failed to submit to the external mortgage network.",
  externalSkipped: "Broker code or wpnonce not provided; skipped external submission.",
  blogLoadFailed: "Failed to load blog post",
  blogNotFound: "Blog post not found.",
  brokersLoadFailed: "Failed to load brokers",
  noProducts: "No products available at the moment.",
  noServices: "No services available at the moment.",
  noBlogPosts: "No blog posts available yet.",
  noBrokers: "No brokers available at the moment.",
  productNotFound: "Product not found.",
  serviceNotFound: "Service not found.",
  backToProducts: "Back to products",
  /** The news page's notice that news is disabled (spec sections 2 and 8). */
  newsDisabled: "Mortgage news is currently turned off.",
} as const;

export const loadErrors = {
  agents: "Failed to fetch agents",
  testimonials: "Failed to fetch testimonials",
  leads: "Failed to fetch leads",
  rates: "Failed to fetch rates",
  products: "Failed to fetch products",
  services: "Failed to fetch services",
  lenders: "Failed to fetch lenders",
  blogPosts: "Failed to fetch blog posts",
  profileData: "Failed to load profile data",
  agentData: "Failed to fetch agent data",
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
