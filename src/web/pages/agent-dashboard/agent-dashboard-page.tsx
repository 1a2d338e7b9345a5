import { Link } from "react-router";
import { Eye, LogOut } from "lucide-react";
import { dashboardMessages, shellMessages } from "../../../domain/messages";
import { useSession } from "../../lib/session";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import { Button } from "../../components/ui/button";
import { useLogout } from "../../features/auth/use-logout";
import { AGENT_TABS } from "./dashboard-tabs";

/** /agent-dashboard: agents and admins only (the route's loader checks the role first). */
export function AgentDashboardPage() {
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const pageId = user?.profileSlug || user?.agentId;

  return (
    <DashboardFrame
      title={dashboardMessages.title}
      subtitle={dashboardMessages.subtitle}
      menuTitle={dashboardMessages.menuTitle}
      tabs={AGENT_TABS}
      actions={
        <>
          {user?.agentId && pageId && (
            <Button asChild variant="default">
              <Link to={`/agent/${encodeURIComponent(pageId)}`}>
                <Eye aria-hidden="true" />
                {dashboardMessages.viewMyPage}
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={logout} disabled={isPending}>
            <LogOut aria-hidden="true" />
            {shellMessages.logout}
          </Button>
        </>
      }
    >
      {(tab) => (
        <>
          <title>{`${tab.label} — ${dashboardMessages.title} — Vayu`}</title>
          <DashboardTabIntro tab={tab} />
        </>
      )}
    </DashboardFrame>
  );
}
