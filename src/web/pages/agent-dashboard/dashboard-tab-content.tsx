import type { ComponentType } from "react";
import { DashboardAnalyticsManager } from "../../features/dashboard-analytics/components/dashboard-analytics-manager";
import { CustomizeTab } from "../../features/dashboard-profile/components/customize-tab";
import { LinksTab } from "../../features/dashboard-profile/components/links-tab";
import { ProfileTab } from "../../features/dashboard-profile/components/profile-tab";
import { SeoTab } from "../../features/dashboard-profile/components/seo-tab";
import { SocialTab } from "../../features/dashboard-profile/components/social-tab";
import { DocumentsManager } from "../../features/dashboard-documents/components/documents-manager";
import { DashboardLeadsManager } from "../../features/dashboard-leads/components/dashboard-leads-manager";
import { DashboardBlogManager } from "../../features/dashboard-blog/components/dashboard-blog-manager";
import { DashboardTestimonialsManager } from "../../features/dashboard-testimonials/components/dashboard-testimonials-manager";

/**
 * What each agent dashboard tab shows under its introduction, by tab id. A tab is listed in the menu
 * (dashboard-tabs.ts) only once it has content here, so the dashboard never offers a tab that does nothing.
 */
export const DASHBOARD_TAB_CONTENT: Readonly<Record<string, ComponentType>> = {
  profile: ProfileTab,
  customize: CustomizeTab,
  social: SocialTab,
  links: LinksTab,
  seo: SeoTab,
  analytics: DashboardAnalyticsManager,
  documents: DocumentsManager,
  leads: DashboardLeadsManager,
  blog: DashboardBlogManager,
  testimonials: DashboardTestimonialsManager,
};
