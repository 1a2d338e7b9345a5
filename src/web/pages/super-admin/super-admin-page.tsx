import { LogOut } from "lucide-react";
import { adminMessages, shellMessages } from "../../../domain/messages";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import { Button } from "../../components/ui/button";
import { AdminLeadsManager } from "../../features/admin-leads/components/admin-leads-manager";
import { useLogout } from "../../features/auth/use-logout";
import { ADMIN_TABS } from "./admin-tabs";

/** /super-admin: only super_admin reaches it (the route's loader checks the role first). */
export function SuperAdminPage() {
  const { logout, isPending } = useLogout();
  return (
    <DashboardFrame
      title={adminMessages.title}
      subtitle={adminMessages.subtitle}
      menuTitle={adminMessages.menuTitle}
      tabs={ADMIN_TABS}
      actions={
        <Button variant="outline" onClick={logout} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {shellMessages.logout}
        </Button>
      }
    >
      {(tab) => (
        <>
          <title>{`${tab.label} — ${adminMessages.title} — Vayu`}</title>
          <DashboardTabIntro tab={tab} />
          {tab.id === "leads" && <AdminLeadsManager />}
        </>
      )}
    </DashboardFrame>
  );
}
