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
} from "lucide-react";
import { dashboardMessages } from "../../../domain/messages";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";

/** The agent dashboard's tabs, in menu order; the first is the default. */
export const AGENT_TABS: readonly [DashboardTab, ...DashboardTab[]] = [
  {
    id: "profile",
    label: "Profile",
    icon: UserRound,
    description:
      "Update your name, phone number, bio, booking link, headshot, banner and public page address.",
  },
  {
    id: "customize",
    label: dashboardMessages.customizeTab,
    icon: Palette,
    description: "Choose the background, logo and professional badges that make your public page your own.",
  },
  {
    id: "social",
    label: "Social Links",
    icon: Share2,
    description: "Add the Facebook, Instagram, YouTube, LinkedIn and website links shown on your page.",
  },
  {
    id: "links",
    label: dashboardMessages.linksTab,
    icon: Link2,
    description:
      "Set where your page's apply, contact form, rate quote, scheduler and newsletter buttons lead.",
  },
  {
    id: "seo",
    label: "SEO",
    icon: Search,
    description:
      "Write the title, description, keywords and sharing image that search engines and link previews show.",
  },
  {
    id: "blog",
    label: "Blog",
    icon: Newspaper,
    description: "Write blog posts for your page; each one appears publicly once it is published.",
  },
  {
    id: "documents",
    label: "Documents",
    icon: FileText,
    description: "Upload certificates and other documents (PDF, Word or images) and keep them in one place.",
  },
  {
    id: "testimonials",
    label: "Testimonials",
    icon: MessageSquareQuote,
    description: "Submit client testimonials for your page; each one appears after admin approval.",
  },
  {
    id: "leads",
    label: "Leads",
    icon: Inbox,
    description:
      "See the clients who reached out through your page, with their contact details and requests.",
  },
  {
    id: "analytics",
    label: "Analytics",
    icon: ChartColumn,
    description: "Track the views of your page and the leads it brings in.",
  },
];
