import { useMemo } from "react";
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

/** /super-admin: only super_admin reaches it (the route's loader checks the role first). */
export function SuperAdminPage() {
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
  const title = t("admin.page.title");
  return (
    <DashboardFrame
      title={title}
      subtitle={t("admin.page.subtitle")}
      menuTitle={t("admin.page.menuTitle")}
      tabs={tabs}
      actions={
        <Button variant="outline" onClick={logout} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {t("admin.page.logout")}
        </Button>
      }
    >
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
    </DashboardFrame>
  );
}
