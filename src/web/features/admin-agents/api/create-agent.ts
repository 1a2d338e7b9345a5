import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createAgentSchema } from "../../../../domain/schemas/agents-admin";
import { apiPost } from "../../../lib/api";
import { adminAgentResponseSchema, type AdminAgent } from "./get-admin-agent";
import { invalidateAgentQueries } from "./invalidate-agents";

export type NewAgent = z.output<typeof createAgentSchema>;

/** The create-agent function (spec section 7): the sign-in account, its profile and the agent. */
export function createAgent(input: NewAgent): Promise<AdminAgent> {
  return apiPost("/api/admin/agents", input, { parser: adminAgentResponseSchema }).then(({ agent }) => agent);
}

/** Toasts are the form's: it shows the server's message next to the field it names. */
export function useCreateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => invalidateAgentQueries(client),
  });
}
