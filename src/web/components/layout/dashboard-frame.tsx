import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PanelLeft, PanelLeftClose } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { MOBILE_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { Button } from "../ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../ui/sheet";
import { DashboardSidebar, SidebarNav } from "./dashboard-sidebar";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { resolveTab, type DashboardTab } from "./dashboard-tabs";
import { SkipLink } from "./skip-link";
import { useSidebarState } from "./use-sidebar-state";

interface DashboardFrameProps<T extends DashboardTab> {
  title: string;
  subtitle: string;
  menuTitle: string;
  tabs: readonly [T, ...T[]];
  /** Header buttons such as 'View My Page' and 'Logout'. Titles and tabs come in the page's language. */
  actions: ReactNode;
  /**
   * For a page below the tabs (a lead's detail): the tabs' own page, where the menu's links go, and the
   * tab it belongs to, shown as current whatever `?tab=` says.
   */
  section?: { path: string; tabId: string };
  children: (activeTab: T) => ReactNode;
}

const SIDEBAR_ID = "dashboard-sidebar";

/** The frame shared by the super admin panel and the agent dashboard; the selected tab lives in `?tab=`. */
export function DashboardFrame<T extends DashboardTab>({
  title,
  subtitle,
  menuTitle,
  tabs,
  actions,
  section,
  children,
}: DashboardFrameProps<T>) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const activeTab = resolveTab(tabs, section?.tabId ?? searchParams.get("tab"));
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { expanded, drawerOpen, setDrawerOpen, toggle } = useSidebarState(isMobile);
  const ToggleIcon = isMobile || !expanded ? PanelLeft : PanelLeftClose;

  return (
    <div className="flex min-h-dvh bg-background">
      <SkipLink />
      <DashboardSidebar
        id={SIDEBAR_ID}
        title={menuTitle}
        tabs={tabs}
        activeId={activeTab.id}
        collapsed={!expanded}
        tabsPath={section?.path}
      />
      <Sheet open={isMobile && drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="bg-muted">
          <SheetHeader>
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{subtitle}</SheetDescription>
          </SheetHeader>
          <SidebarNav
            title={menuTitle}
            tabs={tabs}
            activeId={activeTab.id}
            tabsPath={section?.path}
            onNavigate={() => setDrawerOpen(false)}
          />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
            <Button
              variant="ghost"
              size="icon"
              onClick={toggle}
              aria-label={t("back-office.frame.toggleSidebar")}
              aria-controls={isMobile ? undefined : SIDEBAR_ID}
              aria-expanded={isMobile ? drawerOpen : expanded}
              aria-keyshortcuts="Control+B Meta+B"
            >
              <ToggleIcon className="size-5!" aria-hidden="true" />
            </Button>
            <Link to="/" aria-label={t("shell.homeLabel")} className="shrink-0 rounded-md">
              <Logo className="h-7" />
            </Link>
            <div className="min-w-0 flex-1 basis-40">
              <h1 className="truncate text-lg font-semibold tracking-tight text-primary sm:text-xl">
                {title}
              </h1>
              <p className="truncate text-sm text-muted-foreground">{subtitle}</p>
            </div>
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              <LanguageSwitch />
              {actions}
            </div>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {children(activeTab)}
        </main>
      </div>
    </div>
  );
}
