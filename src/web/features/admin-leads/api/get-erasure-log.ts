import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";
import { erasureCountsSchema, PERSONAL_DATA_QUERY_KEY } from "./get-erasure-preview";

const erasureLogSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      actor_email: z.string(),
      created_at: z.string(),
      counts: erasureCountsSchema,
    }),
  ),
});

export type ErasureLogEntry = z.infer<typeof erasureLogSchema>["entries"][number];

export function fetchErasureLog(signal?: AbortSignal) {
  return apiGet("/api/admin/leads/erasure/log", { signal, parser: erasureLogSchema });
}

/** The latest erasures: when, by whom and how many records. */
export function useErasureLog() {
  return useQuery({
    queryKey: [...PERSONAL_DATA_QUERY_KEY, "log"],
    queryFn: ({ signal }) => fetchErasureLog(signal),
  });
}
