import { redirect, type RouteObject } from "react-router";
import { PageLoading } from "./components/layout/page-loading";
import { RootLayout } from "./components/layout/root-layout";
import { RouteError } from "./components/layout/route-error";
import { redirectSignedIn, requireRole } from "./features/auth/route-guards";

/** Marks a route the server leaves to the browser: its page depends on who is signed in. */
export interface RouteHandle {
  clientOnly?: boolean;
}
const CLIENT_ONLY: RouteHandle = { clientOnly: true };

/*
 * Every page is a lazy route, so a visitor's browser never downloads the admin panel or the agent
 * dashboard. Protected routes check the role in their loader, before anything of the page renders.
 * The server renders the public pages from these same routes (entry-server.tsx); the ones marked
 * client-only are sent as the bare app and drawn in the browser.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: async () => ({ Component: (await import("./pages/site-layout")).SiteLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("./pages/home/home-page")).HomePage }),
          },
          {
            path: "auth",
            handle: CLIENT_ONLY,
            loader: redirectSignedIn,
            lazy: async () => ({ Component: (await import("./pages/auth/auth-page")).AuthPage }),
          },
          {
            path: "reset-password",
            handle: CLIENT_ONLY,
            lazy: async () => ({
              Component: (await import("./pages/reset-password/reset-password-page")).ResetPasswordPage,
            }),
          },
          {
            path: "calculators",
            lazy: async () => ({
              Component: (await import("./pages/calculators/calculators-page")).CalculatorsPage,
            }),
          },
          {
            path: "mortgage-calculator",
            lazy: async () => ({
              Component: (await import("./pages/calculators/mortgage-calculator-page"))
                .MortgageCalculatorPage,
            }),
          },
          {
            path: "affordability-calculator",
            lazy: async () => ({
              Component: (await import("./pages/calculators/affordability-calculator-page"))
                .AffordabilityCalculatorPage,
            }),
          },
          {
            path: "rates",
            lazy: async () => ({ Component: (await import("./pages/rates/rates-page")).RatesPage }),
          },
          {
            path: "agents/:idOrSlug",
            lazy: async () => ({
              Component: (await import("./pages/agent-profile/agent-profile-page")).AgentProfilePage,
            }),
          },
          {
            path: "agent/:idOrSlug",
            lazy: async () => ({
              Component: (await import("./pages/agent-profile/agent-profile-page")).AgentProfilePage,
            }),
          },
          // Addresses people guess: the list of brokers and the broker's dashboard.
          { path: "agents", loader: () => redirect("/find-broker") },
          { path: "dashboard", loader: () => redirect("/agent-dashboard") },
          {
            path: "find-broker",
            lazy: async () => ({
              Component: (await import("./pages/find-broker/find-broker-page")).FindBrokerPage,
            }),
          },
          {
            path: "contact",
            lazy: async () => ({ Component: (await import("./pages/contact/contact-page")).ContactPage }),
          },
          {
            path: "newsletter",
            lazy: async () => ({
              Component: (await import("./pages/newsletter/newsletter-page")).NewsletterPage,
            }),
          },
          {
            path: "applications",
            lazy: async () => ({
              Component: (await import("./pages/applications/applications-page")).ApplicationsPage,
            }),
          },
          {
            path: "products",
            lazy: async () => ({ Component: (await import("./pages/products/products-page")).ProductsPage }),
          },
          {
            path: "products/:id",
            lazy: async () => ({
              Component: (await import("./pages/products/product-detail-page")).ProductDetailPage,
            }),
          },
          {
            path: "services",
            lazy: async () => ({ Component: (await import("./pages/services/services-page")).ServicesPage }),
          },
          {
            path: "services/:id",
            lazy: async () => ({
              Component: (await import("./pages/services/service-detail-page")).ServiceDetailPage,
            }),
          },
          {
            path: "blog",
            lazy: async () => ({ Component: (await import("./pages/blog/blog-page")).BlogPage }),
          },
          {
            path: "blog/:slug",
            lazy: async () => ({ Component: (await import("./pages/blog/blog-post-page")).BlogPostPage }),
          },
          {
            path: "mortgage-options",
            lazy: async () => ({
              Component: (await import("./pages/static/mortgage-options-page")).MortgageOptionsPage,
            }),
          },
          {
            path: "why-broker",
            lazy: async () => ({ Component: (await import("./pages/static/why-broker-page")).WhyBrokerPage }),
          },
          {
            path: "app",
            lazy: async () => ({ Component: (await import("./pages/static/app-page")).AppPage }),
          },
          {
            path: "become-broker",
            lazy: async () => ({
              Component: (await import("./pages/static/become-broker-page")).BecomeBrokerPage,
            }),
          },
          {
            path: "mortgage-news",
            lazy: async () => ({
              Component: (await import("./pages/static/mortgage-news-page")).MortgageNewsPage,
            }),
          },
          {
            path: "privacy",
            lazy: async () => ({ Component: (await import("./pages/static/privacy-page")).PrivacyPage }),
          },
          {
            path: "terms",
            lazy: async () => ({ Component: (await import("./pages/static/terms-page")).TermsPage }),
          },
          {
            path: "*",
            lazy: async () => ({
              Component: (await import("./pages/not-found/not-found-page")).NotFoundPage,
            }),
          },
        ],
      },
      {
        path: "super-admin",
        handle: CLIENT_ONLY,
        loader: requireRole({ allowed: ["super_admin"], visitorTo: "/auth" }),
        lazy: async () => ({
          Component: (await import("./pages/super-admin/super-admin-page")).SuperAdminPage,
        }),
      },
      {
        path: "agent-dashboard",
        handle: CLIENT_ONLY,
        loader: requireRole({ allowed: ["agent", "admin"], visitorTo: "/", activeAgentOnly: true }),
        lazy: async () => ({
          Component: (await import("./pages/agent-dashboard/agent-dashboard-page")).AgentDashboardPage,
        }),
      },
    ],
  },
];
