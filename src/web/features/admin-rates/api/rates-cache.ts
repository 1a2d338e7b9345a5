import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ADMIN_RATES_QUERY_KEY, type AdminRate, type AdminRatesPage } from "./get-admin-rates";

export type RatesSnapshot = [QueryKey, AdminRatesPage | undefined][];

/** Applies a change to every cached admin rates page at once; returns what to put back if the server refuses. */
export async function changeCachedRates(
  client: QueryClient,
  change: (page: AdminRatesPage) => AdminRatesPage,
): Promise<RatesSnapshot> {
  await client.cancelQueries({ queryKey: ADMIN_RATES_QUERY_KEY });
  const previous = client.getQueriesData<AdminRatesPage>({ queryKey: ADMIN_RATES_QUERY_KEY });
  client.setQueriesData<AdminRatesPage>({ queryKey: ADMIN_RATES_QUERY_KEY }, (page) => page && change(page));
  return previous;
}

export function patchRate(id: string, values: Partial<AdminRate>) {
  return (page: AdminRatesPage): AdminRatesPage => ({
    ...page,
    rates: page.rates.map((rate) => (rate.id === id ? { ...rate, ...values } : rate)),
  });
}

export function restoreRates(client: QueryClient, snapshot: RatesSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** The admin list and every public rates read (best rate, rates by province) follow a write. */
export function refreshRates(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["rates"] });
}
