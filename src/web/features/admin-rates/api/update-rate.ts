import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { RateUpdate } from "../../../../domain/schemas/admin-rates";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { rateResponseSchema } from "./get-admin-rates";
import { changeCachedRates, patchRate, refreshRates, restoreRates } from "./rates-cache";

interface RateEdit {
  id: string;
  values: RateUpdate;
}

export function updateRate({ id, values }: RateEdit) {
  return apiRequest(`/api/admin/rates/${id}`, { method: "PATCH", body: values, parser: rateResponseSchema });
}

/** Saves an inline edit: the cell shows the new value at once and goes back if the server refuses. */
export function useUpdateRate() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRate,
    onMutate: ({ id, values }) => changeCachedRates(client, patchRate(id, values)),
    onError: (_error, _edit, snapshot) => {
      restoreRates(client, snapshot);
      toast.error(t("admin.rates.updateFailed"));
    },
    onSettled: () => refreshRates(client),
  });
}
