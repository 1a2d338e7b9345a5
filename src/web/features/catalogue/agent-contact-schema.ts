import { z } from "zod";

export const agentContactSchema = z.object({
  agent: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable().catch(null),
    phone: z.string().nullable().catch(null),
    profile_slug: z.string().nullable().catch(null),
  }),
});

export type AgentContact = z.infer<typeof agentContactSchema>["agent"];
