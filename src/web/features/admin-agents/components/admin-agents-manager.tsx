import { useCallback, useState } from "react";
import { Users } from "lucide-react";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useDeleteAgent } from "../api/delete-agent";
import { ADMIN_AGENTS_PAGE_SIZE, useAdminAgents } from "../api/get-admin-agents";
import { adminAgentsMessages as text, noun } from "../messages";
import { AgentCard } from "./agent-card";
import { agentColumns } from "./agent-columns";
import { AgentSearch, useAgentSearch } from "./agent-search";
import { CreateAgentDialog } from "./create-agent-dialog";
import { EditAgentDialog } from "./edit-agent-dialog";

/** The super admin's agents tab (the default): list, search, create, edit, pictures, delete. */
export function AdminAgentsManager() {
  const [q, setQ] = useAgentSearch();
  const [page, setPage] = usePageParam();
  const agents = useAdminAgents(q, page);
  const remove = useDeleteAgent();
  const [editing, setEditing] = useState<string | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);

  const deletingId = remove.isPending ? (remove.variables ?? null) : null;
  const filtered = q !== "" || page > 0;
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
        <QueryView
          query={agents}
          loading={<SkeletonRows label={text.loading} rows={4} rowClassName="h-20 rounded-xl" />}
          error={text.loadFailed}
          errorToast={text.loadFailed}
          isEmpty={(data) => data.agents.length === 0}
          empty={
            <EmptyState
              icon={Users}
              message={filtered ? text.noMatch : text.empty}
              action={
                filtered && (
                  <Button variant="outline" size="sm" onClick={() => setQ("")}>
                    {text.clearSearch}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={text.tableLabel}
              columns={agentColumns(actions)}
              rows={data.agents}
              getRowId={(agent) => agent.id}
              total={data.total}
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
        </QueryView>
      </div>
      <EditAgentDialog agentId={editing} onClose={closeEditor} />
    </section>
  );
}
