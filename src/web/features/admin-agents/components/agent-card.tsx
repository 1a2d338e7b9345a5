import { useT } from "../../../i18n/use-t";
import type { AdminAgentListItem } from "../api/get-admin-agents";
import { ActiveBadge, CreatedDate, SlugText } from "./agent-columns";
import { AgentRowActions } from "./agent-row-actions";
import { AgentThumb } from "./agent-thumb";

interface AgentCardProps {
  agent: AdminAgentListItem;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  deleting: boolean;
}

/** One agent as a card, for narrow screens. */
export function AgentCard({ agent, onEdit, onDelete, deleting }: AgentCardProps) {
  const t = useT();
  return (
    <article className="rounded-xl border border-border bg-background p-4 shadow-sm">
      <header className="flex items-start gap-3">
        <AgentThumb name={agent.name} headshotUrl={agent.headshot_url} />
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold break-words">{agent.name}</h4>
          <p className="text-sm break-all text-muted-foreground">{agent.email}</p>
        </div>
        <ActiveBadge active={agent.is_active} />
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("admin.agents.columnSlug")}</dt>
        <dd className="min-w-0">
          <SlugText slug={agent.profile_slug} />
        </dd>
        <dt className="text-muted-foreground">{t("admin.agents.columnCreated")}</dt>
        <dd>
          <CreatedDate iso={agent.created_at} />
        </dd>
      </dl>
      <div className="mt-3 border-t border-border pt-3">
        <AgentRowActions agent={agent} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </div>
    </article>
  );
}
