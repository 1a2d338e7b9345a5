import {
  ChartColumn,
  FileText,
  Inbox,
  Link2,
  MessageSquareQuote,
  Newspaper,
  Palette,
  Search,
  Share2,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import type { MessageId } from "../../../i18n/catalogs";
import type { Translate } from "../../../i18n/translate";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";

interface AgentTab {
  id: string;
  icon: LucideIcon;
  label: MessageId;
  description: MessageId;
}

/** The agent dashboard's tabs, in menu order; the first is the default. Their texts are the dashboard catalogue's. */
export const AGENT_TABS: readonly [AgentTab, ...AgentTab[]] = [
  {
    id: "profile",
    icon: UserRound,
    label: "dashboard.tab.profile",
    description: "dashboard.tab.profile.description",
  },
  {
    id: "customize",
    icon: Palette,
    label: "dashboard.tab.customize",
    description: "dashboard.tab.customize.description",
  },
  {
    id: "social",
    icon: Share2,
    label: "dashboard.tab.social",
    description: "dashboard.tab.social.description",
  },
  { id: "links", icon: Link2, label: "dashboard.tab.links", description: "dashboard.tab.links.description" },
  { id: "seo", icon: Search, label: "dashboard.tab.seo", description: "dashboard.tab.seo.description" },
  { id: "blog", icon: Newspaper, label: "dashboard.tab.blog", description: "dashboard.tab.blog.description" },
  {
    id: "documents",
    icon: FileText,
    label: "dashboard.tab.documents",
    description: "dashboard.tab.documents.description",
  },
  {
    id: "testimonials",
    icon: MessageSquareQuote,
    label: "dashboard.tab.testimonials",
    description: "dashboard.tab.testimonials.description",
  },
  { id: "leads", icon: Inbox, label: "dashboard.tab.leads", description: "dashboard.tab.leads.description" },
  {
    id: "analytics",
    icon: ChartColumn,
    label: "dashboard.tab.analytics",
    description: "dashboard.tab.analytics.description",
  },
];

/** The tabs as the frame shows them, in the page's language. */
export function agentTabsIn<T extends AgentTab>(
  tabs: readonly [T, ...T[]],
  t: Translate,
): [DashboardTab, ...DashboardTab[]] {
  const [first, ...rest] = tabs.map((tab) => ({
    id: tab.id,
    icon: tab.icon,
    label: t(tab.label),
    description: t(tab.description),
  }));
  return [first!, ...rest];
}
