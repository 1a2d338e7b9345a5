import { ExternalLink, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { AdminAgentListItem } from "../api/get-admin-agents";
import { pathInLocale } from "../../../../i18n/locale";
import { useLocale, useT } from "../../../i18n/use-t";

/** The agent's public page in the panel's language; a raw link does not get the router's `/fr`. */
export function publicPagePath(agent: { id: string; profile_slug: string | null }): string {
  return `/agent/${agent.profile_slug || agent.id}`;
}

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
  const t = useT();
  const locale = useLocale();
  const openLabel = t("admin.agents.openPublicPageOf", { name: agent.name });
  const editLabel = t("admin.agents.editLabel", { name: agent.name });
  return (
    <div className={compact ? "flex items-center gap-1" : "flex flex-wrap items-center gap-1"}>
      <Button
        variant="ghost"
        size={compact ? "icon" : "sm"}
        aria-label={editLabel}
        title={compact ? editLabel : undefined}
        onClick={() => onEdit(agent.id)}
      >
        <Pencil aria-hidden="true" />
        {!compact && t("admin.common.edit")}
      </Button>
      <Button variant="ghost" size={compact ? "icon" : "sm"} asChild>
        <a
          href={pathInLocale(publicPagePath(agent), locale)}
          target="_blank"
          rel="noopener noreferrer"
          title={compact ? openLabel : undefined}
        >
          <ExternalLink aria-hidden="true" />
          <span className={compact ? "sr-only" : undefined}>
            {compact ? openLabel : t("admin.agents.openPublicPage")}
          </span>
          <span className="sr-only">{t("admin.common.opensInNewTab")}</span>
        </a>
      </Button>
      <ConfirmDeleteButton
        label={t("admin.agents.deleteLabel", { name: agent.name })}
        title={t("admin.agents.deleteTitle")}
        description={t("admin.agents.deleteDescription", { name: agent.name })}
        onConfirm={() => onDelete(agent.id)}
        pending={deleting}
        compact={compact}
      />
    </div>
  );
}
