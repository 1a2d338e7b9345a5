import { Card } from "../../../components/ui/card";
import type { AdminAnalytics } from "../api/get-admin-analytics";
import { countLabel } from "../../../components/analytics/analytics-messages";
import { adminAnalyticsMessages } from "../messages";

/** Spec section 9: the top 5 agents by leads, each with their page views in the period. */
export function TopAgents({ agents }: { agents: AdminAnalytics["top_agents"] }) {
  return (
    <Card className="p-5">
      <h3 id="top-agents-title" className="font-semibold">
        {adminAnalyticsMessages.topAgentsTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{adminAnalyticsMessages.topAgentsDescription}</p>
      {agents.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{adminAnalyticsMessages.topAgentsEmpty}</p>
      ) : (
        <ol aria-labelledby="top-agents-title" className="mt-4 grid gap-2">
          {agents.map((agent, index) => (
            <li
              key={agent.id}
              className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 font-medium break-words">{agent.name}</span>
              <span className="text-right text-sm tabular-nums">
                <span className="block font-semibold">{countLabel(agent.leads, "lead", "leads")}</span>
                <span className="block text-muted-foreground">
                  {countLabel(agent.page_views, "page view", "page views")}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
