import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import { Eye, LogOut, UserX } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { useSession } from "../../lib/session";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import type { DashboardTab } from "../../components/layout/dashboard-tabs";
import { Button } from "../../components/ui/button";
import { useLogout } from "../../features/auth/use-logout";
import { DASHBOARD_TAB_CONTENT } from "./dashboard-tab-content";
import { AGENT_TABS, agentTabsIn } from "./dashboard-tabs";

const MENU_TABS = AGENT_TABS.filter((tab) => DASHBOARD_TAB_CONTENT[tab.id]) as unknown as typeof AGENT_TABS;

/** Every tab works on the caller's own agent profile; staff without one are told so rather than refused per tab. */
export function NoAgentProfile() {
  const t = useT();
  return (
    <div
      role="status"
      className="mx-auto mt-8 flex max-w-content items-start gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground"
    >
      <UserX className="size-5 shrink-0" aria-hidden="true" />
      <p>{t("dashboard.noAgentProfile")}</p>
    </div>
  );
}

interface AgentDashboardFrameProps {
  /** For a page below the tabs (a lead's detail), the tab it belongs to; see DashboardFrame. */
  tabId?: string;
  children: (tab: DashboardTab) => ReactNode;
}

/** The dashboard's frame, menu and header actions, around the selected tab or a page below one. */
export function AgentDashboardFrame({ tabId, children }: AgentDashboardFrameProps) {
  const t = useT();
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const pageId = user?.profileSlug || user?.agentId;
  const tabs = useMemo(() => agentTabsIn(MENU_TABS, t), [t]);

  return (
    <DashboardFrame
      title={t("dashboard.title")}
      subtitle={t("dashboard.subtitle")}
      menuTitle={t("dashboard.menuTitle")}
      tabs={tabs}
      section={tabId ? { path: "/agent-dashboard", tabId } : undefined}
      actions={
        <>
          {user?.agentId && pageId && (
            <Button asChild variant="default">
              <Link to={`/agent/${encodeURIComponent(pageId)}`}>
                <Eye aria-hidden="true" />
                {t("dashboard.viewMyPage")}
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={logout} disabled={isPending}>
            <LogOut aria-hidden="true" />
            {t("back-office.logout")}
          </Button>
        </>
      }
    >
      {children}
    </DashboardFrame>
  );
}

/** /agent-dashboard: agents and admins only (the route's loader checks the role first). */
export function AgentDashboardPage() {
  const t = useT();
  const { user } = useSession();
  const title = t("dashboard.title");
  return (
    <AgentDashboardFrame>
      {(tab) => {
        const Content = DASHBOARD_TAB_CONTENT[tab.id];
        return (
          <>
            <title>{`${tab.label} — ${title} — Vayu`}</title>
            <DashboardTabIntro tab={tab} />
            {user && !user.agentId ? <NoAgentProfile /> : Content && <Content />}
          </>
        );
      }}
    </AgentDashboardFrame>
  );
}
