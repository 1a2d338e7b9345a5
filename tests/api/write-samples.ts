/**
 * A valid body for each write route, keyed by method and route path as in the app's route table.
 * The regression tests spoil one field of these; the fuzz spoils any of them. A route missing here
 * is still fuzzed, with objects built from FIELD_NAMES instead of a valid start.
 */
export const WRITE_SAMPLES: Record<string, Record<string, unknown>> = {
  "POST /api/auth/sign-in/email": { email: "broker@example.ca", password: "not-the-password" },
  "POST /api/auth/sign-out": {},
  "POST /api/auth/change-password": { currentPassword: "old-password", newPassword: "new-password-1" },
  "POST /api/agents/:idOrSlug/page-view": {},
  "POST /api/leads/quote": {
    client_name: "Jane Buyer",
    client_email: "jane@example.ca",
    client_phone: "416-555-0199",
    agent_id: "none",
    type: "rate_quote",
    metadata: {
      price: 600000,
      downPayment: 60000,
      location: "Ontario",
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: "monthly",
    },
  },
  "POST /api/leads/application": {
    client_name: "Sam Applicant",
    client_email: "sam@example.ca",
    client_phone: "604-555-0123",
    mortgage_amount: "450000",
    property_address: "12 Main St, Vancouver",
    message: "Looking to buy in spring",
  },
  "POST /api/leads/contact": {
    first_name: "Luc",
    last_name: "Gagnon",
    email: "luc@example.ca",
    phone: "514-555-0144",
    comments: "Please call me about a renewal.",
    postal_code: "H2X 1Y4",
    phone_type: "Work",
    casl_consent: true,
  },
  "POST /api/newsletter": { email: "reader@example.ca" },
  "POST /api/chat": { messages: [{ role: "user", content: "What is a MIC?" }] },
  "PATCH /api/admin/leads/:id": { status: "contacted" },
  "DELETE /api/admin/leads/:id": {},
  "POST /api/admin/rates": {
    term: "5 year",
    rate_type: "fixed",
    province: "Ontario",
    mortgage_type: "Conventional",
    posted_rate: 5.99,
    our_rate: 4.049,
  },
  "PATCH /api/admin/rates/:id": { posted_rate: 5.89, our_rate: 3.999 },
  "PATCH /api/admin/rates/:id/active": { is_active: false },
  "DELETE /api/admin/rates/:id": {},
  "POST /api/admin/agents": { fullName: "Nadia Broker", email: "nadia@example.ca", password: "s3cret-pass" },
  "PATCH /api/admin/agents/:id": {
    name: "Nadia Broker",
    phone: "416-555-0177",
    bio: "Toronto broker.",
    calendly_link: "https://calendly.com/nadia",
    social_links: { linkedin: "https://www.linkedin.com/in/nadia" },
    application_links: { apply: "https://apply.vayu.ca", newsletter: "/newsletter" },
    seo_settings: { meta_title: "Nadia Broker", meta_description: "Mortgages in Toronto." },
    contact_details: { address: "1 King St W, Toronto" },
    is_active: true,
  },
  "DELETE /api/admin/agents/:id": {},
  "POST /api/admin/testimonials": {
    client_name: "Nadia Chen",
    content: "Clear advice and a better rate than our bank offered.",
    rating: 5,
  },
  "PATCH /api/admin/testimonials/:id": {
    client_name: "Nadia and Wei Chen",
    content: "Clear advice, quick answers and a better rate than our bank offered.",
    rating: "4",
  },
  "PATCH /api/admin/testimonials/:id/approval": { is_approved: true },
  "DELETE /api/admin/testimonials/:id": {},
  "POST /api/admin/blog": {
    title: "Fixed or variable in 2026?",
    slug: "fixed-or-variable-in-2026",
    excerpt: "How to choose between a fixed and a variable rate this year.",
    content: "## Fixed or variable\n\nA fixed rate keeps your payment steady for the term.",
    featured_image_url: "/storage/blog-images/blog/cover.png",
    seo_settings: { description: "Fixed or variable mortgage rates in 2026", keywords: "fixed, variable" },
    publish: false,
  },
  "PATCH /api/admin/blog/:id": {
    title: "Fixed or variable: the 2026 guide",
    slug: "fixed-or-variable-guide",
    excerpt: "",
    content: "## Fixed or variable\n\nA variable rate moves with the lender's prime rate.",
    featured_image_url: null,
    seo_settings: { description: null, keywords: "fixed, variable" },
  },
  "PATCH /api/admin/blog/:id/publish": { is_published: true },
  "DELETE /api/admin/blog/:id": {},
  "PATCH /api/dashboard/profile": {
    name: "Priya Raman",
    phone: "416-555-0142",
    bio: "Toronto broker helping first-time buyers.",
    calendly_link: "https://calendly.com/priya",
    crm_email: "priya@crm.example.ca",
    contact_details: { address: "100 King St W, Toronto" },
    headshot_url: null,
    banner_image_url: null,
  },
  "PATCH /api/dashboard/profile/slug": { profile_slug: "Priya Raman" },
  "PATCH /api/dashboard/profile/customize": {
    custom_background_image: null,
    agent_logo_url: null,
    badge_1_url: null,
    badge_2_url: null,
  },
  "PATCH /api/dashboard/profile/social": {
    social_links: { facebook: "https://www.facebook.com/priya", website: "https://priya.example.ca" },
  },
  "PATCH /api/dashboard/profile/links": {
    application_links: { apply: "https://apply.vayu.ca", newsletter: "/newsletter" },
  },
  "PATCH /api/dashboard/profile/seo": {
    seo_settings: { meta_title: "Priya Raman, Toronto mortgage broker", meta_keywords: "mortgage, Toronto" },
  },
};

/** Every field name of the samples, for routes without one and for stray keys. */
export const FIELD_NAMES = [
  ...new Set(Object.values(WRITE_SAMPLES).flatMap((sample) => Object.keys(sample))),
];
