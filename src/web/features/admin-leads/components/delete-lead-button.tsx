import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { useDeleteLead } from "../api/delete-lead";
import type { AdminLead } from "../api/get-admin-leads";
import { adminLeadsMessages, deleteLeadDescription, deleteLeadLabel } from "../messages";

/** Delete, after a confirmation that starts on Cancel. `compact` shows only the icon (table rows). */
export function DeleteLeadButton({ lead, compact = false }: { lead: AdminLead; compact?: boolean }) {
  const remove = useDeleteLead();
  return (
    <ConfirmDeleteButton
      label={deleteLeadLabel(lead.client_name)}
      title={adminLeadsMessages.deleteTitle}
      description={deleteLeadDescription(lead.client_name)}
      onConfirm={() => remove.mutate(lead.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
