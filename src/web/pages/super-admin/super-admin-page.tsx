import { useMemo, type ReactNode } from "react";
import { LogOut } from "lucide-react";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";
import { Button } from "../../components/ui/button";
import { useLogout } from "../../features/auth/use-logout";
import { useT } from "../../i18n/use-t";
import { ADMIN_TAB_CONTENT } from "./admin-tab-content";
import { ADMIN_TABS } from "./admin-tabs";

const MENU_TABS = ADMIN_TABS.filter((tab) => ADMIN_TAB_CONTENT[tab.id]);

interface SuperAdminFrameProps {
  /** For a page below the tabs (a lead's detail), the tab it belongs to; see DashboardFrame. */
  tabId?: string;
  children: (tab: DashboardTab) => ReactNode;
}

/** The panel's frame, menu and logout, around the selected tab or a page below one. */
export function SuperAdminFrame({ tabId, children }: SuperAdminFrameProps) {
  const t = useT();
  const { logout, isPending } = useLogout();
  const tabs = useMemo(
    () =>
      MENU_TABS.map((tab) => ({ ...tab, label: t(tab.label), description: t(tab.description) })) as [
        DashboardTab,
        ...DashboardTab[],
      ],
    [t],
  );
  return (
    <DashboardFrame
      title={t("admin.page.title")}
      subtitle={t("admin.page.subtitle")}
      menuTitle={t("admin.page.menuTitle")}
      tabs={tabs}
      section={tabId ? { path: "/super-admin", tabId } : undefined}
      actions={
        <Button variant="outline" onClick={logout} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {t("admin.page.logout")}
        </Button>
      }
    >
      {children}
    </DashboardFrame>
  );
}

/** /super-admin: only super_admin reaches it (the route's loader checks the role first). */
export function SuperAdminPage() {
  const t = useT();
  const title = t("admin.page.title");
  return (
    <SuperAdminFrame>
      {(tab) => {
        const Content = ADMIN_TAB_CONTENT[tab.id];
        return (
          <>
            <title>{t("admin.page.documentTitle", { tab: tab.label, panel: title })}</title>
            <DashboardTabIntro tab={tab} />
            {Content && <Content />}
          </>
        );
      }}
    </SuperAdminFrame>
  );
}
