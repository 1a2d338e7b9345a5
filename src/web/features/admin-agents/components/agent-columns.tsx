import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "../../../../domain/format";
import type { Translate } from "../../../../i18n/translate";
import { useLocale, useT } from "../../../i18n/use-t";
import { Badge } from "../../../components/ui/badge";
import type { AdminAgentListItem } from "../api/get-admin-agents";
import { AgentRowActions } from "./agent-row-actions";
import { AgentThumb } from "./agent-thumb";

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge variant={active ? "success" : "secondary"}>
      {active ? t("admin.common.active") : t("admin.common.inactive")}
    </Badge>
  );
}

/** The day an agent was created, in the page's language. */
export function CreatedDate({ iso }: { iso: string }) {
  const locale = useLocale();
  return <>{formatDate(new Date(iso), "medium", { locale })}</>;
}

export function SlugText({ slug }: { slug: string | null }) {
  const t = useT();
  return slug ? (
    <span className="font-mono text-xs break-all">{slug}</span>
  ) : (
    <span className="text-muted-foreground">{t("admin.agents.noSlug")}</span>
  );
}

interface ColumnActions {
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  deletingId: string | null;
}

export function agentColumns(
  { onEdit, onDelete, deletingId }: ColumnActions,
  t: Translate,
): ColumnDef<AdminAgentListItem, unknown>[] {
  return [
    {
      id: "agent",
      header: t("admin.agents.columnAgent"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <AgentThumb name={row.original.name} headshotUrl={row.original.headshot_url} />
          <span className="font-medium">{row.original.name}</span>
        </span>
      ),
    },
    {
      id: "email",
      header: t("admin.agents.columnEmail"),
      meta: { className: "break-all" },
      cell: ({ row }) => row.original.email,
    },
    {
      id: "slug",
      header: t("admin.agents.columnSlug"),
      cell: ({ row }) => <SlugText slug={row.original.profile_slug} />,
    },
    {
      id: "status",
      header: t("admin.agents.columnStatus"),
      cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
    },
    {
      id: "created",
      header: t("admin.agents.columnCreated"),
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => <CreatedDate iso={row.original.created_at} />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("admin.common.actions")}</span>,
      cell: ({ row }) => (
        <AgentRowActions
          agent={row.original}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deletingId === row.original.id}
          compact
        />
      ),
    },
  ];
}
