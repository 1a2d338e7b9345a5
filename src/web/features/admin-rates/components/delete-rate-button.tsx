import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { AdminRate } from "../api/get-admin-rates";
import { useDeleteRate } from "../api/delete-rate";
import { adminRatesMessages, deleteRateDescription, deleteRateLabel } from "../messages";

export function DeleteRateButton({ rate, compact = false }: { rate: AdminRate; compact?: boolean }) {
  const remove = useDeleteRate();
  return (
    <ConfirmDeleteButton
      label={deleteRateLabel(rate)}
      title={adminRatesMessages.deleteTitle}
      description={deleteRateDescription(rate)}
      onConfirm={() => remove.mutate(rate.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
