import { LogOut } from "lucide-react";
import { adminMessages, shellMessages } from "../../../domain/messages";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import { Button } from "../../components/ui/button";
import { useLogout } from "../../features/auth/use-logout";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";
import { ADMIN_TAB_CONTENT } from "./admin-tab-content";
import { ADMIN_TABS } from "./admin-tabs";

const MENU_TABS = ADMIN_TABS.filter((tab) => ADMIN_TAB_CONTENT[tab.id]) as [DashboardTab, ...DashboardTab[]];

/** /super-admin: only super_admin reaches it (the route's loader checks the role first). */
export function SuperAdminPage() {
  const { logout, isPending } = useLogout();
  return (
    <DashboardFrame
      title={adminMessages.title}
      subtitle={adminMessages.subtitle}
      menuTitle={adminMessages.menuTitle}
      tabs={MENU_TABS}
      actions={
        <Button variant="outline" onClick={logout} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {shellMessages.logout}
        </Button>
      }
    >
      {(tab) => {
        const Content = ADMIN_TAB_CONTENT[tab.id];
        return (
          <>
            <title>{`${tab.label} — ${adminMessages.title} — Vayu`}</title>
            <DashboardTabIntro tab={tab} />
            {Content && <Content />}
          </>
        );
      }}
    </DashboardFrame>
  );
}
