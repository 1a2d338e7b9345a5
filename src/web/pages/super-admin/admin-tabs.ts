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
import type { LucideIcon } from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";

/** A tab of the panel, its name and introduction as message ids said in the page's language. */
export interface AdminTab {
  id: string;
  label: MessageId;
  icon: LucideIcon;
  description: MessageId;
}

/** The super admin panel's tabs, in menu order; the first is the default. */
export const ADMIN_TABS: readonly [AdminTab, ...AdminTab[]] = [
  {
    id: "agents",
    label: "admin.tabs.agents.label",
    icon: Users,
    description: "admin.tabs.agents.description",
  },
  {
    id: "testimonials",
    label: "admin.tabs.testimonials.label",
    icon: MessageSquareQuote,
    description: "admin.tabs.testimonials.description",
  },
  {
    id: "blog",
    label: "admin.tabs.blog.label",
    icon: Newspaper,
    description: "admin.tabs.blog.description",
  },
  {
    id: "leads",
    label: "admin.tabs.leads.label",
    icon: Inbox,
    description: "admin.tabs.leads.description",
  },
  {
    id: "analytics",
    label: "admin.tabs.analytics.label",
    icon: ChartColumn,
    description: "admin.tabs.analytics.description",
  },
  {
    id: "rates",
    label: "admin.tabs.rates.label",
    icon: Percent,
    description: "admin.tabs.rates.description",
  },
  {
    id: "products",
    label: "admin.tabs.products.label",
    icon: Package,
    description: "admin.tabs.products.description",
  },
  {
    id: "services",
    label: "admin.tabs.services.label",
    icon: Briefcase,
    description: "admin.tabs.services.description",
  },
  {
    id: "lenders",
    label: "admin.tabs.lenders.label",
    icon: Landmark,
    description: "admin.tabs.lenders.description",
  },
];
