import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { RateCreate } from "../../../../domain/schemas/admin-rates";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { rateResponseSchema, type AdminRate } from "./get-admin-rates";
import { refreshRates } from "./rates-cache";

export async function createRate(input: RateCreate): Promise<AdminRate> {
  const { rate } = await apiRequest("/api/admin/rates", {
    method: "POST",
    body: input,
    parser: rateResponseSchema,
  });
  return rate;
}

/** Adds a rate; the list refetches, since where it lands depends on the server's order and filters. */
export function useCreateRate() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRate,
    onError: () => {
      toast.error(t("admin.rates.addFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.rates.added"));
    },
    onSettled: () => refreshRates(client),
  });
}
