import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import type { AdminRate } from "../api/get-admin-rates";
import { useDeleteRate } from "../api/delete-rate";
import { useLocale, useT } from "../../../i18n/use-t";
import { rateName } from "../format";

export function DeleteRateButton({ rate, compact = false }: { rate: AdminRate; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteRate();
  const name = rateName(rate, t, locale);
  return (
    <ConfirmDeleteButton
      label={t("admin.rates.deleteLabel", { rate: name })}
      title={t("admin.rates.deleteTitle")}
      description={t("admin.rates.deleteDescription", { rate: name })}
      onConfirm={() => remove.mutate(rate.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
