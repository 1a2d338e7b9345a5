import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  agentProfileRecordResponseSchema,
  type AgentProfileRecord,
} from "../../../components/agent-profile-form/agent-profile-record";
import { apiRequest } from "../../../lib/api";
import { OWN_PROFILE_QUERY_KEY } from "./get-own-profile";

/** Each tab's own PATCH (src/server/routes/dashboard-profile): it writes that tab's fields and no others. */
export type ProfileTabPath = "" | "/slug" | "/customize" | "/social" | "/links" | "/seo";

export function saveProfileTab(path: ProfileTabPath, body: unknown): Promise<AgentProfileRecord> {
  return apiRequest(`/api/dashboard/profile${path}`, {
    method: "PATCH",
    body,
    parser: agentProfileRecordResponseSchema,
  }).then(({ agent }) => agent);
}

/**
 * Saves one tab. The answer is the whole profile, so every tab shows it at once; the public page, the
 * broker lists and 'View My Page' (the session's slug) read the change on their next view. Toasts
 * are the caller's.
 */
export function useSaveProfileTab(path: ProfileTabPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveProfileTab(path, body),
    onSuccess: (agent) => {
      client.setQueryData(OWN_PROFILE_QUERY_KEY, agent);
      void Promise.all([
        client.invalidateQueries({ queryKey: ["agent-profile"] }),
        client.invalidateQueries({ queryKey: ["public-agents"] }),
        client.invalidateQueries({ queryKey: ["agents"] }),
        client.invalidateQueries({ queryKey: ["session"] }),
      ]);
    },
  });
}
