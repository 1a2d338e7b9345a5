import { useEffect } from "react";
import { toast } from "../../../lib/toast";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { useAdminAgent } from "../api/get-admin-agent";
import { useT } from "../../../i18n/use-t";
import { AgentEditForm } from "./agent-edit-form";

interface EditAgentDialogProps {
  /** The agent being edited; null when the dialog is closed. */
  agentId: string | null;
  onClose: () => void;
}

/** The edit dialog: loads every field of the agent, then the grouped form. */
export function EditAgentDialog({ agentId, onClose }: EditAgentDialogProps) {
  const t = useT();
  const agent = useAdminAgent(agentId);

  useEffect(() => {
    if (agent.isError) {
      toast.error(t("admin.agents.loadFailed"), { id: "admin-agent-load-error" });
      onClose();
    }
  }, [agent.isError, onClose, t]);

  return (
    <Dialog open={agentId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl scroll-pb-24">
        <DialogHeader>
          <DialogTitle>{t("admin.agents.editTitle")}</DialogTitle>
          <DialogDescription>
            {agent.data ? agent.data.name : t("admin.agents.editLoading")}
            {agent.data && !agent.data.has_sign_in && ` — ${t("admin.agents.noSignIn")}`}
          </DialogDescription>
        </DialogHeader>
        {agent.data && agent.data.id === agentId ? (
          <AgentEditForm key={agent.data.id} agent={agent.data} onSaved={onClose} onCancel={onClose} />
        ) : (
          <div className="grid gap-3" role="status" aria-label={t("admin.agents.editLoading")}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-24 rounded-xl" />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
