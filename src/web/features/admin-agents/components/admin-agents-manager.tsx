import { useCallback, useState } from "react";
import { Users } from "lucide-react";
import { DataTable } from "../../../components/data/data-table";
import { Button } from "../../../components/ui/button";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useDeleteAgent } from "../api/delete-agent";
import { ADMIN_AGENTS_PAGE_SIZE, useAdminAgents } from "../api/get-admin-agents";
import { useT } from "../../../i18n/use-t";
import { AgentCard } from "./agent-card";
import { agentColumns } from "./agent-columns";
import { useSearchParam } from "../../../components/search-box";
import { AgentSearch } from "./agent-search";
import { CreateAgentDialog } from "./create-agent-dialog";
import { EditAgentDialog } from "./edit-agent-dialog";

/** The super admin's agents tab (the default): list, search, create, edit, pictures, delete. */
export function AdminAgentsManager() {
  const t = useT();
  const [q, setQ] = useSearchParam();
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
            {t("admin.agents.listTitle")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("admin.agents.listDescription")}</p>
        </div>
        <CreateAgentDialog />
      </div>
      <div className="mt-4">
        <AgentSearch q={q} onSearch={setQ} />
      </div>
      <div className="mt-5">
        <QueryView
          query={agents}
          loading={<SkeletonRows label={t("admin.agents.loading")} rows={4} rowClassName="h-20 rounded-xl" />}
          error={t("admin.agents.loadFailed")}
          errorToast={t("admin.agents.loadFailed")}
          isEmpty={(data) => data.agents.length === 0}
          empty={
            <EmptyState
              icon={Users}
              message={filtered ? t("admin.agents.noMatch") : t("admin.agents.empty")}
              action={
                filtered && (
                  <Button variant="outline" size="sm" onClick={() => setQ("")}>
                    {t("admin.agents.clearSearch")}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <DataTable
              label={t("admin.agents.tableLabel")}
              columns={agentColumns(actions, t)}
              rows={data.agents}
              getRowId={(agent) => agent.id}
              total={data.total}
              page={page}
              pageSize={ADMIN_AGENTS_PAGE_SIZE}
              onPageChange={setPage}
              busy={agents.isFetching}
              noun={[t("admin.agents.nounOne"), t("admin.agents.nounOther")]}
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
