import type { LucideIcon } from "lucide-react";

export interface DashboardTab {
  id: string;
  label: string;
  icon: LucideIcon;
  /** One sentence on what the tab manages, shown as the tab's introduction. */
  description: string;
}

/** The tab named by `?tab=`, or the first tab when the parameter is missing or unknown. */
export function resolveTab<T extends DashboardTab>(tabs: readonly [T, ...T[]], requested: string | null): T {
  return tabs.find((tab) => tab.id === requested) ?? tabs[0];
}
