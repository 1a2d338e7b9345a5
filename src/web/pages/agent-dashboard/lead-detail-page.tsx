import { useParams } from "react-router";
import { LeadDetailView } from "../../features/lead-detail/components/lead-detail-view";
import { FollowUpForm } from "../../features/lead-detail/components/follow-up-form";
import { LeadEmailComposer } from "../../features/lead-detail/components/lead-email-composer";
import { useT } from "../../i18n/use-t";
import { useSession } from "../../lib/session";
import { AgentDashboardFrame, NoAgentProfile } from "./agent-dashboard-page";

/** /agent-dashboard/leads/:id: one of the broker's own leads, in the dashboard's Leads tab. */
export function AgentLeadDetailPage() {
  const t = useT();
  const { id = "" } = useParams();
  const { user } = useSession();
  return (
    <AgentDashboardFrame tabId="leads">
      {() =>
        user && !user.agentId ? (
          <NoAgentProfile />
        ) : (
          <LeadDetailView
            key={id}
            panel="dashboard"
            leadId={id}
            panelTitle={t("dashboard.title")}
            notFound={t("dashboard.leadDetail.notFound")}
            work={({ lead }, onSaved) => <FollowUpForm key={lead.id} lead={lead} onSaved={onSaved} />}
            beforeNotes={({ lead }, onSaved) => (
              <LeadEmailComposer
                lead={lead}
                brokerName={lead.agent?.name ?? user?.fullName ?? ""}
                onSaved={onSaved}
              />
            )}
          />
        )
      }
    </AgentDashboardFrame>
  );
}
