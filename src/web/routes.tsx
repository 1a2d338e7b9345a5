import type { ComponentType } from "react";
import { redirect, type RouteObject } from "react-router";
import { PageLoading } from "./components/layout/page-loading";
import { RootLayout } from "./components/layout/root-layout";
import { RouteError } from "./components/layout/route-error";
import type { BrowserBundle } from "../i18n/catalogs";
import { CLIENT_ONLY_PAGES } from "./client-only-pages";
import { redirectSignedIn, requireRole } from "./features/auth/route-guards";
import { loadBundles } from "./i18n/catalog-store";

export interface RouteHandle {
  /** The server leaves this route to the browser: its page depends on who is signed in. */
  clientOnly?: boolean;
  /** The page's module, as PAGES names it: the server looks up its chunks to announce them. */
  module?: string;
  /** The catalogue bundles the page's texts are in, beyond `site`, which every page has. */
  bundles?: readonly BrowserBundle[];
}

/** The bundles every page needs. */
export const SITE_BUNDLES: readonly BrowserBundle[] = ["site"];

type PageModule = Record<string, ComponentType | undefined>;

/**
 * Every page's module by its path from this folder, each a chunk of its own that loads when first
 * needed. The path is also the module's name in the build's manifest, from which the server lists
 * a page's chunks in its HTML so the browser fetches them alongside the entry, not after it.
 */
const PAGES = import.meta.glob<PageModule>([
  "./pages/site-layout.tsx",
  "./pages/*/*-page.tsx",
  "!./pages/static/legal-page.tsx",
]);

/**
 * A route's lazy page: `name` is the component `module` exports, and `bundles` the catalogue bundles
 * its texts need beyond the site's, loaded with it.
 */
function page(
  module: string,
  name: string,
  bundles: readonly BrowserBundle[] = [],
): Pick<RouteObject, "lazy" | "handle"> {
  const load = PAGES[module];
  if (!load) throw new Error(`routes.tsx names a page module that does not exist: ${module}`);
  const handle: RouteHandle = {
    module,
    bundles,
    ...(CLIENT_ONLY_PAGES.includes(module) && { clientOnly: true }),
  };
  return {
    handle,
    lazy: async () => {
      const [loaded] = await Promise.all([load(), loadBundles([...SITE_BUNDLES, ...bundles])]);
      const Component = loaded[name];
      if (!Component) throw new Error(`${module} has no export named ${name}`);
      return { Component };
    },
  };
}

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
        ...page("./pages/site-layout.tsx", "SiteLayout"),
        children: [
          {
            index: true,
            ...page("./pages/home/home-page.tsx", "HomePage"),
          },
          {
            path: "auth",
            loader: redirectSignedIn,
            ...page("./pages/auth/auth-page.tsx", "AuthPage"),
          },
          {
            path: "reset-password",
            ...page("./pages/reset-password/reset-password-page.tsx", "ResetPasswordPage"),
          },
          {
            path: "calculators",
            ...page("./pages/calculators/calculators-page.tsx", "CalculatorsPage", ["calculators"]),
          },
          {
            path: "mortgage-calculator",
            ...page("./pages/calculators/mortgage-calculator-page.tsx", "MortgageCalculatorPage", [
              "calculators",
            ]),
          },
          {
            path: "affordability-calculator",
            ...page("./pages/calculators/affordability-calculator-page.tsx", "AffordabilityCalculatorPage", [
              "calculators",
            ]),
          },
          {
            path: "land-transfer-tax-calculator",
            ...page(
              "./pages/calculators/land-transfer-tax-calculator-page.tsx",
              "LandTransferTaxCalculatorPage",
              ["calculators", "closing-costs"],
            ),
          },
          {
            path: "cmhc-insurance-calculator",
            ...page(
              "./pages/calculators/cmhc-insurance-calculator-page.tsx",
              "MortgageInsuranceCalculatorPage",
              ["calculators", "closing-costs"],
            ),
          },
          {
            path: "closing-costs-calculator",
            ...page("./pages/calculators/closing-costs-calculator-page.tsx", "ClosingCostsCalculatorPage", [
              "calculators",
              "closing-costs",
            ]),
          },
          {
            path: "rates",
            ...page("./pages/rates/rates-page.tsx", "RatesPage"),
          },
          {
            path: "agents/:idOrSlug",
            ...page("./pages/agent-profile/agent-profile-page.tsx", "AgentProfilePage"),
          },
          {
            path: "agent/:idOrSlug",
            ...page("./pages/agent-profile/agent-profile-page.tsx", "AgentProfilePage"),
          },
          // Addresses people guess: the list of brokers and the broker's dashboard.
          { path: "agents", loader: () => redirect("/find-broker") },
          { path: "dashboard", loader: () => redirect("/agent-dashboard") },
          {
            path: "find-broker",
            ...page("./pages/find-broker/find-broker-page.tsx", "FindBrokerPage"),
          },
          {
            path: "contact",
            ...page("./pages/contact/contact-page.tsx", "ContactPage"),
          },
          {
            path: "newsletter",
            ...page("./pages/newsletter/newsletter-page.tsx", "NewsletterPage"),
          },
          {
            path: "applications",
            // The page lists recent applications with the back office's lead components.
            ...page("./pages/applications/applications-page.tsx", "ApplicationsPage", ["back-office"]),
          },
          {
            path: "products",
            ...page("./pages/products/products-page.tsx", "ProductsPage"),
          },
          {
            path: "products/:id",
            ...page("./pages/products/product-detail-page.tsx", "ProductDetailPage"),
          },
          {
            path: "services",
            ...page("./pages/services/services-page.tsx", "ServicesPage"),
          },
          {
            path: "services/:id",
            ...page("./pages/services/service-detail-page.tsx", "ServiceDetailPage"),
          },
          {
            path: "blog",
            ...page("./pages/blog/blog-page.tsx", "BlogPage"),
          },
          {
            path: "blog/:slug",
            ...page("./pages/blog/blog-post-page.tsx", "BlogPostPage"),
          },
          {
            path: "mortgage-options",
            ...page("./pages/static/mortgage-options-page.tsx", "MortgageOptionsPage", ["content"]),
          },
          {
            path: "why-broker",
            ...page("./pages/static/why-broker-page.tsx", "WhyBrokerPage", ["content"]),
          },
          {
            path: "app",
            ...page("./pages/static/app-page.tsx", "AppPage", ["content"]),
          },
          {
            path: "become-broker",
            ...page("./pages/static/become-broker-page.tsx", "BecomeBrokerPage", ["content"]),
          },
          {
            path: "mortgage-news",
            ...page("./pages/static/mortgage-news-page.tsx", "MortgageNewsPage", ["content"]),
          },
          {
            path: "privacy",
            ...page("./pages/static/privacy-page.tsx", "PrivacyPage", ["content"]),
          },
          {
            path: "terms",
            ...page("./pages/static/terms-page.tsx", "TermsPage", ["content"]),
          },
          {
            path: "*",
            ...page("./pages/not-found/not-found-page.tsx", "NotFoundPage"),
          },
        ],
      },
      {
        path: "super-admin",
        loader: requireRole({ allowed: ["super_admin"], visitorTo: "/auth" }),
        ...page("./pages/super-admin/super-admin-page.tsx", "SuperAdminPage", ["back-office"]),
      },
      {
        path: "agent-dashboard",
        loader: requireRole({ allowed: ["agent", "admin"], visitorTo: "/", activeAgentOnly: true }),
        ...page("./pages/agent-dashboard/agent-dashboard-page.tsx", "AgentDashboardPage", ["back-office"]),
      },
      // A lead's own page, under each panel's guard: a signed-out broker signs in and lands back on it.
      {
        path: "super-admin/leads/:id",
        loader: requireRole({ allowed: ["super_admin"], visitorTo: "/auth" }),
        ...page("./pages/super-admin/lead-detail-page.tsx", "AdminLeadDetailPage", ["back-office"]),
      },
      {
        path: "agent-dashboard/leads/:id",
        loader: requireRole({ allowed: ["agent", "admin"], visitorTo: "/", activeAgentOnly: true }),
        ...page("./pages/agent-dashboard/lead-detail-page.tsx", "AgentLeadDetailPage", ["back-office"]),
      },
    ],
  },
];
