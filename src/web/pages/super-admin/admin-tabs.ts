import {
  Briefcase,
  ChartColumn,
  Inbox,
  Landmark,
  MessageSquareQuote,
  Newspaper,
  Package,
  Percent,
  Users,
} from "lucide-react";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";

/** The super admin panel's tabs, in menu order; the first is the default. */
export const ADMIN_TABS: readonly [DashboardTab, ...DashboardTab[]] = [
  {
    id: "agents",
    label: "Agents",
    icon: Users,
    description:
      "Create, edit and remove broker accounts, upload their headshots and banners, and open their public pages.",
  },
  {
    id: "testimonials",
    label: "Testimonials",
    icon: MessageSquareQuote,
    description:
      "Review every client testimonial, approve the ones agents submit and write testimonials of your own.",
  },
  {
    id: "blog",
    label: "Blog",
    icon: Newspaper,
    description: "Write, edit, publish, unpublish and delete the blog posts shown on the site.",
  },
  {
    id: "leads",
    label: "Leads",
    icon: Inbox,
    description:
      "Follow every lead from quotes, applications, contact forms and the chat assistant, and update its status.",
  },
  {
    id: "analytics",
    label: "Analytics",
    icon: ChartColumn,
    description: "See page views and leads by period, the top performing agents and the latest activity.",
  },
  {
    id: "rates",
    label: "Rates",
    icon: Percent,
    description:
      "Add, edit, activate and remove the mortgage rates shown across the site, and update them from a rate source.",
  },
  {
    id: "products",
    label: "Products",
    icon: Package,
    description:
      "Manage the mortgage products listed on the site, with their images, prices and descriptions.",
  },
  {
    id: "services",
    label: "Services",
    icon: Briefcase,
    description:
      "Manage the mortgage services listed on the site, with their images, features and descriptions.",
  },
  {
    id: "lenders",
    label: "Lenders",
    icon: Landmark,
    description:
      "Manage the A lenders and alternate lenders shown as trusted lenders, and the order they appear in.",
  },
];
