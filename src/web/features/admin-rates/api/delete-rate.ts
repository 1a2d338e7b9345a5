import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { changeCachedRates, refreshRates, restoreRates } from "./rates-cache";

export function deleteRate(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/rates/${id}`, { method: "DELETE" });
}

/** Removes the rate from the list at once and puts it back if the server refuses. */
export function useDeleteRate() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRate,
    onMutate: (id) =>
      changeCachedRates(client, (page) =>
        page.rates.some((rate) => rate.id === id)
          ? { ...page, rates: page.rates.filter((rate) => rate.id !== id), total: page.total - 1 }
          : page,
      ),
    onError: (_error, _id, snapshot) => {
      restoreRates(client, snapshot);
      toast.error(t("admin.rates.deleteFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.rates.deleted"));
    },
    onSettled: () => refreshRates(client),
  });
}
