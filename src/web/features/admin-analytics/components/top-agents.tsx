import { Card } from "../../../components/ui/card";
import type { AdminAnalytics } from "../api/get-admin-analytics";
import { TOP_AGENTS_LIMIT } from "../../../../domain/schemas/admin-analytics";
import { useT } from "../../../i18n/use-t";

/** Spec section 9: the top 5 agents by leads, each with their page views in the period. */
export function TopAgents({ agents }: { agents: AdminAnalytics["top_agents"] }) {
  const t = useT();
  return (
    <Card className="p-5">
      <h3 id="top-agents-title" className="font-semibold">
        {t("admin.analytics.topAgentsTitle")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {t("admin.analytics.topAgentsDescription", { count: TOP_AGENTS_LIMIT })}
      </p>
      {agents.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("admin.analytics.topAgentsEmpty")}</p>
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
                <span className="block font-semibold">
                  {t("back-office.analytics.leadCount", { count: agent.leads })}
                </span>
                <span className="block text-muted-foreground">
                  {t("back-office.analytics.pageViewCount", { count: agent.page_views })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
