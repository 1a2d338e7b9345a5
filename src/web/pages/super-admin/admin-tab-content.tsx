import type { ComponentType } from "react";
import { AdminAnalyticsManager } from "../../features/admin-analytics/components/admin-analytics-manager";
import { AdminAgentsManager } from "../../features/admin-agents/components/admin-agents-manager";
import { AdminBlogManager } from "../../features/admin-blog/components/admin-blog-manager";
import {
  AdminLendersTab,
  AdminProductsTab,
  AdminServicesTab,
} from "../../features/admin-catalogue/components/admin-catalogue-tabs";
import { AdminLeadsTab } from "../../features/admin-leads/components/admin-leads-tab";
import { FailedNotifications } from "../../features/admin-notifications/components/failed-notifications";
import { AdminRatesManager } from "../../features/admin-rates/components/admin-rates-manager";
import { AdminTestimonialsManager } from "../../features/admin-testimonials/components/admin-testimonials-manager";

/** Notifications that could not be sent come first, when there are any: they need action. */
function LeadsTabContent() {
  return (
    <>
      <FailedNotifications />
      <AdminLeadsTab />
    </>
  );
}

/**
 * What each super admin tab shows under its introduction, by tab id. A tab is listed in the menu
 * (admin-tabs.ts) only once it has content here, so the panel never offers a tab that does nothing.
 */
export const ADMIN_TAB_CONTENT: Readonly<Record<string, ComponentType>> = {
  agents: AdminAgentsManager,
  testimonials: AdminTestimonialsManager,
  blog: AdminBlogManager,
  leads: LeadsTabContent,
  analytics: AdminAnalyticsManager,
  rates: AdminRatesManager,
  products: AdminProductsTab,
  services: AdminServicesTab,
  lenders: AdminLendersTab,
};
