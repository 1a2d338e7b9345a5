import { createBrowserRouter } from "react-router";
import { PageLoading } from "./components/layout/page-loading";
import { RootLayout } from "./components/layout/root-layout";
import { RouteError } from "./components/layout/route-error";
import { redirectSignedIn, requireRole } from "./features/auth/route-guards";

/*
 * Every page is a lazy route, so a visitor's browser never downloads the admin panel or the agent
 * dashboard. Protected routes check the role in their loader, before anything of the page renders.
 */
export const router = createBrowserRouter([
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
            loader: redirectSignedIn,
            lazy: async () => ({ Component: (await import("./pages/auth/auth-page")).AuthPage }),
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
        loader: requireRole({ allowed: ["super_admin"], visitorTo: "/auth" }),
        lazy: async () => ({
          Component: (await import("./pages/super-admin/super-admin-page")).SuperAdminPage,
        }),
      },
      {
        path: "agent-dashboard",
        loader: requireRole({ allowed: ["agent", "admin"], visitorTo: "/" }),
        lazy: async () => ({
          Component: (await import("./pages/agent-dashboard/agent-dashboard-page")).AgentDashboardPage,
        }),
      },
    ],
  },
]);
