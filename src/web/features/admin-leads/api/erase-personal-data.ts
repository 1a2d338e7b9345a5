import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiPost } from "../../../lib/api";
import { erasureCountsSchema, PERSONAL_DATA_QUERY_KEY } from "./get-erasure-preview";

const erasedSchema = z.object({ erased: erasureCountsSchema });

export function erasePersonalData(email: string) {
  return apiPost("/api/admin/leads/erasure", { email }, { parser: erasedSchema });
}

/** Erases what is held for the address; the lead lists, counts and the erasure panel then reload. */
export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: erasePersonalData,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["leads"] }),
        client.invalidateQueries({ queryKey: PERSONAL_DATA_QUERY_KEY }),
      ]),
  });
}
