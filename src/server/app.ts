import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./deps";
import { errorBody, handleError } from "./http/errors";
import { requestLog } from "./http/request-log";
import { bodyLimits, csrfGuard, securityHeaders } from "./http/security";
import { compressAnswers } from "./http/compress";
import { spaRoutes } from "./http/spa";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { meRoutes } from "./routes/me";
import { adminAgentDocumentsRoutes } from "./routes/admin-agent-documents/routes";
import { adminAnalyticsRoutes } from "./routes/admin-analytics/routes";
import { adminAgentsRoutes } from "./routes/admin-agents/routes";
import { adminBlogRoutes } from "./routes/admin-blog/routes";
import { adminLeadsRoutes } from "./routes/admin-leads/routes";
import { adminNotificationsRoutes } from "./routes/admin-notifications/routes";
import { adminRatesRoutes } from "./routes/admin-rates/routes";
import { adminRatesSyncRoutes } from "./routes/admin-rates/sync-routes";
import { adminLendersRoutes } from "./routes/admin-lenders/routes";
import { adminProductsRoutes } from "./routes/admin-products/routes";
import { adminServicesRoutes } from "./routes/admin-services/routes";
import { adminTestimonialsRoutes } from "./routes/admin-testimonials/routes";
import { adminUploadsRoutes } from "./routes/admin-uploads/routes";
import { agentsRoutes } from "./routes/agents/routes";
import { dashboardBlogRoutes } from "./routes/dashboard-blog/routes";
import { dashboardTestimonialsRoutes } from "./routes/dashboard-testimonials/routes";
import { blogRoutes } from "./routes/blog/routes";
import { chatRoutes } from "./routes/chat/routes";
import { dashboardAnalyticsRoutes } from "./routes/dashboard-analytics/routes";
import { dashboardProfileRoutes } from "./routes/dashboard-profile/routes";
import { dashboardDocumentsRoutes } from "./routes/dashboard-documents/routes";
import { dashboardLeadsRoutes } from "./routes/dashboard-leads/routes";
import { leadsRoutes } from "./routes/leads/routes";
import { lendersRoutes } from "./routes/lenders/routes";
import { newsletterRoutes } from "./routes/newsletter/routes";
import { productsRoutes } from "./routes/products/routes";
import { ratesRoutes } from "./routes/rates/routes";
import { servicesRoutes } from "./routes/services/routes";
import { testimonialsRoutes } from "./routes/testimonials/routes";
import { crawlerRoutes } from "./routes/crawlers/routes";
import { siteRoutes } from "./routes/site";
import { storageRoutes } from "./routes/storage";
import { requestLanguage } from "./http/request-locale";
import { say } from "../i18n/translate";

export interface AppOptions {
  /** Folder of the built SPA; when absent only the API and storage are served. */
  webDir?: string;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("actor", undefined);
    await next();
  });
  app.use("*", requestLog(deps.log));
  app.use("*", requestLanguage());
  app.use("*", securityHeaders(deps.config));
  // JSON, HTML, XML and plain text leave gzipped when the browser accepts it (built assets carry
  // their own brotli and gzip files; cached public reads are compressed once per data change).
  app.use("*", compressAnswers());
  app.use("/api/*", csrfGuard(deps.config));
  app.use("/api/*", bodyLimits());

  const api = new Hono<AppEnv>()
    .route("/health", healthRoutes())
    .route("/auth", authRoutes())
    .route("/me", meRoutes())
    .route("/site", siteRoutes())
    .route("/rates", ratesRoutes())
    .route("/lenders", lendersRoutes())
    .route("/testimonials", testimonialsRoutes())
    .route("/agents", agentsRoutes())
    .route("/products", productsRoutes())
    .route("/services", servicesRoutes())
    .route("/blog", blogRoutes())
    .route("/leads", leadsRoutes())
    .route("/admin/leads", adminLeadsRoutes())
    .route("/admin/notifications", adminNotificationsRoutes())
    .route("/admin/rates", adminRatesRoutes())
    .route("/admin/rates", adminRatesSyncRoutes())
    .route("/admin/analytics", adminAnalyticsRoutes())
    .route("/admin/agents", adminAgentsRoutes())
    .route("/admin/agents", adminAgentDocumentsRoutes())
    .route("/admin/products", adminProductsRoutes())
    .route("/admin/services", adminServicesRoutes())
    .route("/admin/lenders", adminLendersRoutes())
    .route("/admin/testimonials", adminTestimonialsRoutes())
    .route("/admin/blog", adminBlogRoutes())
    .route("/admin/uploads", adminUploadsRoutes())
    .route("/dashboard/profile", dashboardProfileRoutes())
    .route("/dashboard/analytics", dashboardAnalyticsRoutes())
    .route("/dashboard/documents", dashboardDocumentsRoutes())
    .route("/dashboard/leads", dashboardLeadsRoutes())
    .route("/dashboard/testimonials", dashboardTestimonialsRoutes())
    .route("/dashboard/blog", dashboardBlogRoutes())
    .route("/newsletter", newsletterRoutes())
    .route("/chat", chatRoutes());

  app.route("/api", api);
  app.all("/api/*", (c) =>
    c.json(errorBody(say("errors.noApiRoute", { method: c.req.method, path: c.req.path }), "not_found"), 404),
  );
  app.route("/", storageRoutes(deps.storage));
  app.route("/", crawlerRoutes());
  if (options.webDir) {
    // Pages rendered on the server read the API through the app itself, middleware and all.
    app.route(
      "/",
      spaRoutes(options.webDir, (request, env) => app.fetch(request, env as object)),
    );
  }

  app.notFound((c) => c.json(errorBody(say("api.notFound"), "not_found"), 404));
  app.onError((error, c) => handleError(error, c, deps.log));
  return app;
}

export type App = ReturnType<typeof createApp>;
