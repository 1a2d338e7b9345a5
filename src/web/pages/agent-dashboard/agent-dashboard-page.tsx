import { useMemo } from "react";
import { Link } from "react-router";
import { Eye, LogOut, UserX } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { useSession } from "../../lib/session";
import { DashboardFrame } from "../../components/layout/dashboard-frame";
import { DashboardTabIntro } from "../../components/layout/dashboard-tab-intro";
import { Button } from "../../components/ui/button";
import { useLogout } from "../../features/auth/use-logout";
import { DASHBOARD_TAB_CONTENT } from "./dashboard-tab-content";
import { AGENT_TABS, agentTabsIn } from "./dashboard-tabs";

const MENU_TABS = AGENT_TABS.filter((tab) => DASHBOARD_TAB_CONTENT[tab.id]) as unknown as typeof AGENT_TABS;

/** Every tab works on the caller's own agent profile; staff without one are told so rather than refused per tab. */
function NoAgentProfile() {
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

/** /agent-dashboard: agents and admins only (the route's loader checks the role first). */
export function AgentDashboardPage() {
  const t = useT();
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const pageId = user?.profileSlug || user?.agentId;
  const tabs = useMemo(() => agentTabsIn(MENU_TABS, t), [t]);
  const title = t("dashboard.title");

  return (
    <DashboardFrame
      title={title}
      subtitle={t("dashboard.subtitle")}
      menuTitle={t("dashboard.menuTitle")}
      tabs={tabs}
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
    </DashboardFrame>
  );
}
