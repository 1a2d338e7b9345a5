import { useCallback, useEffect, useState } from "react";
import { Users } from "lucide-react";
import { toast } from "../../../lib/toast";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePageParam } from "../../../lib/use-page-param";
import { useDeleteAgent } from "../api/delete-agent";
import { ADMIN_AGENTS_PAGE_SIZE, useAdminAgents } from "../api/get-admin-agents";
import { adminAgentsMessages as text, noun } from "../messages";
import { AgentCard } from "./agent-card";
import { agentColumns } from "./agent-columns";
import { AgentSearch, useAgentSearch } from "./agent-search";
import { CreateAgentDialog } from "./create-agent-dialog";
import { EditAgentDialog } from "./edit-agent-dialog";

const LOAD_ERROR_TOAST_ID = "admin-agents-load-error";

function AgentsSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label={text.loading}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}

/** The super admin's agents tab (the default): list, search, create, edit, pictures, delete. */
export function AdminAgentsManager() {
  const [q, setQ] = useAgentSearch();
  const [page, setPage] = usePageParam();
  const agents = useAdminAgents(q, page);
  const remove = useDeleteAgent();
  const [editing, setEditing] = useState<string | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);

  useEffect(() => {
    if (agents.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [agents.isError]);

  const deletingId = remove.isPending ? (remove.variables ?? null) : null;
  const actions = { onEdit: setEditing, onDelete: (id: string) => remove.mutate(id), deletingId };

  return (
    <section aria-labelledby="admin-agents-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="admin-agents-title" className="text-lg font-semibold tracking-tight">
            {text.listTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text.listDescription}</p>
        </div>
        <CreateAgentDialog />
      </div>
      <div className="mt-4">
        <AgentSearch q={q} onSearch={setQ} />
      </div>
      <div className="mt-5">
        {agents.isPending ? (
          <AgentsSkeleton />
        ) : agents.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void agents.refetch()} />
        ) : agents.data.agents.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <Users className="size-5 shrink-0" aria-hidden="true" />
            <p>{q || page > 0 ? text.noMatch : text.empty}</p>
            {(q || page > 0) && (
              <Button variant="outline" size="sm" onClick={() => setQ("")}>
                {text.clearSearch}
              </Button>
            )}
          </div>
        ) : (
          <DataTable
            label={text.tableLabel}
            columns={agentColumns(actions)}
            rows={agents.data.agents}
            getRowId={(agent) => agent.id}
            total={agents.data.total}
            page={page}
            pageSize={ADMIN_AGENTS_PAGE_SIZE}
            onPageChange={setPage}
            busy={agents.isFetching}
            noun={noun}
            renderCard={(agent) => (
              <AgentCard
                agent={agent}
                onEdit={setEditing}
                onDelete={actions.onDelete}
                deleting={deletingId === agent.id}
              />
            )}
          />
        )}
      </div>
      <EditAgentDialog agentId={editing} onClose={closeEditor} />
    </section>
  );
}
