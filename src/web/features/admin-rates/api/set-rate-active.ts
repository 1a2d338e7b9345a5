import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { rateResponseSchema } from "./get-admin-rates";
import { changeCachedRates, patchRate, refreshRates, restoreRates } from "./rates-cache";

interface ActiveChange {
  id: string;
  is_active: boolean;
}

export function setRateActive({ id, is_active }: ActiveChange) {
  return apiRequest(`/api/admin/rates/${id}/active`, {
    method: "PATCH",
    body: { is_active },
    parser: rateResponseSchema,
  });
}

/** The badge toggle (spec section 4): flips at once, goes back if the server refuses. */
export function useSetRateActive() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRateActive,
    onMutate: ({ id, is_active }) => changeCachedRates(client, patchRate(id, { is_active })),
    onError: (_error, _change, snapshot) => {
      restoreRates(client, snapshot);
      toast.error(t("admin.rates.statusFailed"));
    },
    onSuccess: (_data, { is_active }) => {
      toast.success(is_active ? t("admin.rates.activated") : t("admin.rates.deactivated"));
    },
    onSettled: () => refreshRates(client),
  });
}
