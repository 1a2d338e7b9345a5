import { Link } from "react-router";
import { cn } from "../../lib/cn";
import type { DashboardTab } from "./dashboard-tabs";

interface SidebarNavProps {
  title: string;
  tabs: readonly DashboardTab[];
  activeId: string;
  /** Icon mode: labels become visually hidden (still read by screen readers) and show as tooltips. */
  collapsed?: boolean;
  /** The page the tabs are on, when it is not the current one (see DashboardFrame's `section`). */
  tabsPath?: string;
  onNavigate?: () => void;
}

export function SidebarNav({
  title,
  tabs,
  activeId,
  collapsed = false,
  tabsPath,
  onNavigate,
}: SidebarNavProps) {
  return (
    <nav aria-label={title} className="flex flex-col gap-1 p-2">
      <h2
        className={cn(
          "px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase",
          collapsed && "sr-only",
        )}
      >
        {title}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          const Icon = tab.icon;
          return (
            <li key={tab.id}>
              <Link
                to={{ pathname: tabsPath, search: `?tab=${tab.id}` }}
                aria-current={active ? "page" : undefined}
                title={collapsed ? tab.label : undefined}
                onClick={onNavigate}
                className={cn(
                  "flex h-9 items-center gap-3 rounded-md px-2 text-sm text-foreground hover:bg-slate-200/70",
                  active && "bg-primary font-semibold text-primary-foreground hover:bg-primary-hover",
                  collapsed && "justify-center px-0",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className={cn("truncate", collapsed && "sr-only")}>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface DashboardSidebarProps extends SidebarNavProps {
  id: string;
}

/** The desktop sidebar: 16rem wide, or 3rem in icon mode. */
export function DashboardSidebar({ id, collapsed = false, ...navProps }: DashboardSidebarProps) {
  return (
    <aside
      id={id}
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 overflow-x-hidden overflow-y-auto border-r border-border bg-muted transition-[width] duration-200 md:block",
        collapsed ? "w-12" : "w-64",
      )}
    >
      <SidebarNav collapsed={collapsed} {...navProps} />
    </aside>
  );
}
