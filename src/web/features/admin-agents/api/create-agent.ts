import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { createAgentSchema } from "../../../../domain/schemas/agents-admin";
import { apiPost } from "../../../lib/api";
import { adminAgentResponseSchema, type AdminAgent } from "./get-admin-agent";
import { invalidateAgentQueries } from "./invalidate-agents";

export type NewAgent = z.output<typeof createAgentSchema>;

const createdAgentResponseSchema = adminAgentResponseSchema.extend({
  /** The address an invitation to set a password was e-mailed to; null when the admin set the password. */
  invitationSentTo: z.string().nullable(),
});

export interface CreatedAgent {
  agent: AdminAgent;
  invitationSentTo: string | null;
}

/** The create-agent function (spec section 7): the sign-in account, its profile and the agent. */
export function createAgent(input: NewAgent): Promise<CreatedAgent> {
  return apiPost("/api/admin/agents", input, { parser: createdAgentResponseSchema });
}

/** Toasts are the form's: it shows the server's message next to the field it names. */
export function useCreateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => invalidateAgentQueries(client),
  });
}
