import { ExternalLink, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { AdminAgentListItem } from "../api/get-admin-agents";
import {
  adminAgentsMessages as text,
  deleteAgentDescription,
  deleteAgentLabel,
  editAgentLabel,
  publicPagePath,
} from "../messages";

interface AgentRowActionsProps {
  agent: AdminAgentListItem;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  deleting: boolean;
  /** Icons only (table rows); the names stay for assistive technology and as tooltips. */
  compact?: boolean;
}

/** Edit, open the public page in a new tab (spec section 2), delete after a confirmation. */
export function AgentRowActions({
  agent,
  onEdit,
  onDelete,
  deleting,
  compact = false,
}: AgentRowActionsProps) {
  const openLabel = `${text.openPublicPage}: ${agent.name}`;
  return (
    <div className={compact ? "flex items-center gap-1" : "flex flex-wrap items-center gap-1"}>
      <Button
        variant="ghost"
        size={compact ? "icon" : "sm"}
        aria-label={editAgentLabel(agent.name)}
        title={compact ? editAgentLabel(agent.name) : undefined}
        onClick={() => onEdit(agent.id)}
      >
        <Pencil aria-hidden="true" />
        {!compact && text.edit}
      </Button>
      <Button variant="ghost" size={compact ? "icon" : "sm"} asChild>
        <a
          href={publicPagePath(agent)}
          target="_blank"
          rel="noopener noreferrer"
          title={compact ? openLabel : undefined}
        >
          <ExternalLink aria-hidden="true" />
          <span className={compact ? "sr-only" : undefined}>{compact ? openLabel : text.openPublicPage}</span>
          <span className="sr-only">{text.opensInNewTab}</span>
        </a>
      </Button>
      <ConfirmDeleteButton
        label={deleteAgentLabel(agent.name)}
        title={text.deleteTitle}
        description={deleteAgentDescription(agent.name)}
        onConfirm={() => onDelete(agent.id)}
        pending={deleting}
        compact={compact}
      />
    </div>
  );
}
