/**
 * The English texts the tests assert, by the names they had when they lived in TypeScript modules,
 * each read from the English catalogue (src/i18n/messages/en-CA), which is where the specification's
 * texts live.
 */
import admin from "../../src/i18n/messages/en-CA/admin.json" with { type: "json" };
import api from "../../src/i18n/messages/en-CA/api.json" with { type: "json" };
import auth from "../../src/i18n/messages/en-CA/auth.json" with { type: "json" };
import blog from "../../src/i18n/messages/en-CA/blog.json" with { type: "json" };
import brokers from "../../src/i18n/messages/en-CA/brokers.json" with { type: "json" };
import catalogue from "../../src/i18n/messages/en-CA/catalogue.json" with { type: "json" };
import chat from "../../src/i18n/messages/en-CA/chat.json" with { type: "json" };
import content from "../../src/i18n/messages/en-CA/content.json" with { type: "json" };
import dashboard from "../../src/i18n/messages/en-CA/dashboard.json" with { type: "json" };
import errors from "../../src/i18n/messages/en-CA/errors.json" with { type: "json" };
import forms from "../../src/i18n/messages/en-CA/forms.json" with { type: "json" };
import home from "../../src/i18n/messages/en-CA/home.json" with { type: "json" };
import quote from "../../src/i18n/messages/en-CA/quote.json" with { type: "json" };
import rates from "../../src/i18n/messages/en-CA/rates.json" with { type: "json" };
import shell from "../../src/i18n/messages/en-CA/shell.json" with { type: "json" };
import validation from "../../src/i18n/messages/en-CA/validation.json" with { type: "json" };

export const adminMessages = {
  title: admin["admin.page.title"],
  subtitle: admin["admin.page.subtitle"],
  menuTitle: admin["admin.page.menuTitle"],
} as const;

export const authMessages = {
  title: auth["auth.title"],
  subtitle: auth["auth.subtitle"],
  submit: auth["auth.submit"],
  success: auth["auth.success"],
  invalidCredentials: auth["auth.invalidCredentials"],
  accessDenied: api["api.forbidden"],
  formLoadFailed: auth["auth.formLoadFailed"],
  openSignInPage: auth["auth.openSignInPage"],
} as const;

export const chatMessages = {
  title: chat["chat.title"],
  subtitle: chat["chat.subtitle"],
  openButton: chat["chat.openButton"],
  clearConfirm: chat["chat.clearConfirm"],
  thinking: chat["chat.thinking"],
  placeholder: chat["chat.placeholder"],
  placeholderBusy: chat["chat.placeholderBusy"],
  fallbackAnswer: chat["chat.fallbackAnswer"],
  greeting: chat["chat.greeting"],
  closeLabel: chat["chat.closeLabel"],
  clearButton: chat["chat.clearButton"],
  clearConfirmTitle: chat["chat.clearConfirmTitle"],
  clearConfirmAction: chat["chat.clearConfirmTitle"],
  clearCancel: admin["admin.common.cancel"],
  conversationLabel: chat["chat.conversationLabel"],
  historyLabel: chat["chat.historyLabel"],
  assistantName: chat["chat.assistantName"],
  suggestionsLabel: chat["chat.suggestionsLabel"],
  inputLabel: chat["chat.inputLabel"],
  sendLabel: chat["chat.sendLabel"],
} as const;

export const dashboardMessages = {
  title: dashboard["dashboard.title"],
  subtitle: dashboard["dashboard.subtitle"],
  viewMyPage: dashboard["dashboard.viewMyPage"],
  customizeTab: dashboard["dashboard.tab.customize"],
  linksTab: dashboard["dashboard.tab.links"],
  draftPending: dashboard["dashboard.blog.draftPending"],
  testimonialApprovalNote: dashboard["dashboard.testimonials.approvalNote"],
} as const;

export const formMessages = {
  singleLine: validation["validation.singleLine"],
} as const;

export const homeMessages = {
  headline: home["home.headline"],
  getStarted: home["home.getStarted"],
  renewalQuote: home["home.renewalQuote"],
  bestRateToday: home["home.bestRateToday"],
  ratesSectionTitle: home["home.ratesSectionTitle"],
  ratesDisclaimer: rates["rates.disclaimer"],
  aLendersTitle: home["home.lenders.aLenders"],
  alternateLendersTitle: home["home.lenders.alternate"],
  testimonialsTitle: home["home.testimonialsTitle"],
  buyingTitle: quote["quote.buyingTitle"],
  renewalTitle: quote["quote.renewalTitle"],
  calculatorTitle: quote["quote.calculatorTitle"],
} as const;

export const loadErrors = {
  testimonials: admin["admin.testimonials.loadFailed"],
  rates: admin["admin.rates.loadFailed"],
  products: admin["admin.products.loadFailed"],
  blogPosts: admin["admin.blog.loadFailed"],
} as const;

export const passwordResetMessages = {
  passwordTooShort: auth["auth.passwordTooShort"].replace("{min}", "8"),
  forgotPassword: auth["auth.forgotPassword"],
  requestTitle: auth["auth.requestTitle"],
  requestSubmit: auth["auth.requestSubmit"],
  requestSent: auth["auth.requestSent"],
  pageTitle: auth["auth.pageTitle"],
  inviteTitle: auth["auth.inviteTitle"],
  newPassword: auth["auth.newPassword"],
  confirmPassword: auth["auth.confirmPassword"],
  passwordRequired: auth["auth.newPasswordRequired"],
  passwordsDiffer: auth["auth.passwordsDiffer"],
  submit: auth["auth.submitPassword"],
  inviteSubmit: auth["auth.inviteSubmit"],
  success: auth["auth.passwordChanged"],
  inviteSuccess: auth["auth.inviteSuccess"],
  signIn: auth["auth.signIn"],
  invalidLinkTitle: auth["auth.invalidLinkTitle"],
  invalidLink: auth["auth.invalidLink"],
  requestNewLink: auth["auth.requestNewLink"],
} as const;

export const publicMessages = {
  agentNotFoundToast: brokers["brokers.notFound.toast"],
  agentNotFoundTitle: brokers["brokers.notFound.title"],
  applicationsLoadError: forms["forms.applications.loadError"],
  applicationSubmitted: forms["forms.applications.submitted"],
  submitting: forms["forms.submitting"],
  submitApplication: forms["forms.applications.submit"],
  contactConsentRequired: validation["validation.consentRequired"],
  contactSendFailed: forms["forms.contact.sendFailed"],
  contactSent: forms["forms.contact.sent"],
  externalSubmitted: forms["forms.contact.externalSubmitted"],
  externalFailed: forms["forms.contact.externalFailed"],
  externalSkipped: forms["forms.contact.externalSkipped"],
  blogLoadFailed: blog["blog.post.loadFailed"],
  blogNotFound: blog["blog.post.notFound"],
  brokersLoadFailed: brokers["brokers.grid.loadFailed"],
  noProducts: catalogue["catalogue.products.empty"],
  noBlogPosts: blog["blog.empty"],
  noBrokers: brokers["brokers.grid.empty"],
  productNotFound: catalogue["catalogue.products.notFound"],
  serviceNotFound: catalogue["catalogue.services.notFound"],
  backToProducts: catalogue["catalogue.products.back"],
  newsDisabled: content["content.news.disabled"],
} as const;

export const quoteMessages = {
  missingFields: quote["quote.missingFields"],
  submitFailed: quote["quote.submitFailed"],
  success: quote["quote.success"],
} as const;

export const rateMessages = {
  updated: (date: string) => rates["rates.updated"].replace("{date}", date),
  noFixedRates: rates["rates.noFixedRates"],
  noVariableRates: rates["rates.noVariableRates"],
  profileRatesNote: brokers["brokers.rates.note"],
} as const;

export const saveErrors = {
  updateTestimonial: admin["admin.testimonials.updateFailed"],
  submitTestimonial: dashboard["dashboard.testimonials.submitFailed"],
  saveService: admin["admin.services.saveFailed"],
  saveDocument: dashboard["dashboard.documents.saveFailed"],
} as const;

export const shellMessages = {
  loading: auth["auth.submitting"],
  notFoundTitle: shell["shell.notFoundTitle"],
  returnHome: shell["shell.returnHome"],
  returnHomeShort: brokers["brokers.notFound.returnHome"],
  applyNow: brokers["brokers.hero.applyNow"],
  logout: admin["admin.page.logout"],
  dashboardLink: dashboard["dashboard.menuTitle"],
} as const;

export const successMessages = {
  testimonialApproved: admin["admin.testimonials.approved"],
  testimonialUnapproved: admin["admin.testimonials.unapproved"],
  postPublished: admin["admin.blog.published"],
  postUnpublished: admin["admin.blog.unpublished"],
  profileUrlUpdated: dashboard["dashboard.profile.slugSaved"],
} as const;

export const validationMessages = {
  noAgentForPost: errors["errors.noAgentForPost"],
  emptyProfileSlug: validation["validation.emptyProfileSlug"],
  profileSlugTaken: errors["errors.profileSlugTaken"],
  invalidFeaturesJson: validation["validation.featuresJson"],
} as const;

/** The dashboard's toast for a document the server refused, with the server's reason. */
export function uploadDocumentFailed(message: string): string {
  return dashboard["dashboard.documents.uploadFailed"].replace("{message}", message);
}

/** The service form's messages the tests assert. */
export const serviceMessages = {
  featuresNotList: validation["validation.featuresNotList"],
} as const;
