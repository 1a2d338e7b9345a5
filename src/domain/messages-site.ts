/** What the public site says: its shell, home page, rates, quote form, chat and public pages. */

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

/** Field checks shared by the forms. */
export const formMessages = {
  singleLine: "Must be a single line, without control or text-direction characters",
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
