import type { Language } from "../../../domain/languages";
import type { DemoAgent } from "./agents";
import type { IllustrationMotif } from "./svg";

export interface DemoBlogPost {
  agent: DemoAgent["key"];
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  motif: IllustrationMotif;
  /** Days before the seed run; absent for drafts. */
  publishedDaysAgo?: number;
  createdDaysAgo: number;
  keywords: string;
  adminCreated: boolean;
  /** The language it is written in; English when absent. */
  language?: Language;
}

export const GENERAL_INFORMATION_NOTE =
  "_This article is general information, not financial advice. Rates, programs and rules change; " +
  "talk to a licensed mortgage professional about your own situation._";
