import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { useDeleteLead } from "../api/delete-lead";
import type { AdminLead } from "../api/get-admin-leads";
import { useT } from "../../../i18n/use-t";

/** Delete, after a confirmation that starts on Cancel. `compact` shows only the icon (table rows). */
export function DeleteLeadButton({ lead, compact = false }: { lead: AdminLead; compact?: boolean }) {
  const t = useT();
  const remove = useDeleteLead();
  const name = lead.client_name;
  return (
    <ConfirmDeleteButton
      label={t("admin.leads.deleteLabel", { name })}
      title={t("admin.leads.deleteTitle")}
      description={t("admin.leads.deleteDescription", { name })}
      onConfirm={() => remove.mutate(lead.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
