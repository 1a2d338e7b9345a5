import { Link } from "react-router";
import { Eye, LogOut, UserX } from "lucide-react";
import { dashboardMessages, shellMessages } from "../../../domain/messages";
import { useSession } from "../../lib/session";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import { Button } from "../../components/ui/button";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";
import { useLogout } from "../../features/auth/use-logout";
import { DASHBOARD_TAB_CONTENT } from "./dashboard-tab-content";
import { AGENT_TABS } from "./dashboard-tabs";

const MENU_TABS = AGENT_TABS.filter((tab) => DASHBOARD_TAB_CONTENT[tab.id]) as [
  DashboardTab,
  ...DashboardTab[],
];

/** Every tab works on the caller's own agent profile; staff without one are told so rather than refused per tab. */
const NO_AGENT_PROFILE =
  "Your account is not linked to an agent profile, so there is nothing to manage here yet. Ask the Vayu administrator to link one.";

function NoAgentProfile() {
  return (
    <div
      role="status"
      className="mx-auto mt-8 flex max-w-content items-start gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground"
    >
      <UserX className="size-5 shrink-0" aria-hidden="true" />
      <p>{NO_AGENT_PROFILE}</p>
    </div>
  );
}

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
      tabs={MENU_TABS}
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
      {(tab) => {
        const Content = DASHBOARD_TAB_CONTENT[tab.id];
        return (
          <>
            <title>{`${tab.label} — ${dashboardMessages.title} — Vayu`}</title>
            <DashboardTabIntro tab={tab} />
            {user && !user.agentId ? <NoAgentProfile /> : Content && <Content />}
          </>
        );
      }}
    </DashboardFrame>
  );
}
