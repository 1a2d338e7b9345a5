import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";

const chatMessageSchema = z.object({ role: z.string(), content: z.string() });

const applicationSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  source: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable().catch(null),
  created_at: z.string(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  chat_history: z.array(chatMessageSchema).nullable().catch(null),
});

const applicationsSchema = z.object({ applications: z.array(applicationSchema) });

export type Application = z.infer<typeof applicationSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const APPLICATIONS_QUERY_KEY = ["leads", "applications"] as const;

export function fetchApplications(signal?: AbortSignal): Promise<Application[]> {
  return apiGet("/api/leads/applications", { signal, parser: applicationsSchema }).then(
    (body) => body.applications,
  );
}

/** The staff-only recent-applications list; only mounted for signed-in staff, so visitors never request it. */
export function useApplications() {
  return useQuery({
    queryKey: APPLICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchApplications(signal),
    staleTime: 30_000,
  });
}
