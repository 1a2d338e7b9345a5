import type { ColumnDef } from "@tanstack/react-table";
import { formatShortDate } from "../../../../domain/text";
import { Badge } from "../../../components/ui/badge";
import type { AdminAgentListItem } from "../api/get-admin-agents";
import { adminAgentsMessages as text } from "../messages";
import { AgentRowActions } from "./agent-row-actions";
import { AgentThumb } from "./agent-thumb";

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? "success" : "secondary"}>{active ? text.active : text.inactive}</Badge>;
}

export function SlugText({ slug }: { slug: string | null }) {
  return slug ? (
    <span className="font-mono text-xs break-all">{slug}</span>
  ) : (
    <span className="text-muted-foreground">{text.noSlug}</span>
  );
}

interface ColumnActions {
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  deletingId: string | null;
}

export function agentColumns({
  onEdit,
  onDelete,
  deletingId,
}: ColumnActions): ColumnDef<AdminAgentListItem, unknown>[] {
  return [
    {
      id: "agent",
      header: text.columnAgent,
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
      header: text.columnEmail,
      meta: { className: "break-all" },
      cell: ({ row }) => row.original.email,
    },
    { id: "slug", header: text.columnSlug, cell: ({ row }) => <SlugText slug={row.original.profile_slug} /> },
    {
      id: "status",
      header: text.columnStatus,
      cell: ({ row }) => <ActiveBadge active={row.original.is_active} />,
    },
    {
      id: "created",
      header: text.columnCreated,
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => formatShortDate(row.original.created_at),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{text.columnActions}</span>,
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
