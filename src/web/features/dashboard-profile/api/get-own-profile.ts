import { useQuery } from "@tanstack/react-query";
import {
  agentProfileRecordResponseSchema,
  type AgentProfileRecord,
} from "../../../components/agent-profile-form/agent-profile-record";
import { apiGet } from "../../../lib/api";

export const OWN_PROFILE_QUERY_KEY = ["dashboard", "profile"] as const;

export type OwnProfile = AgentProfileRecord;

export function fetchOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiGet("/api/dashboard/profile", { signal, parser: agentProfileRecordResponseSchema }).then(
    ({ agent }) => agent,
  );
}

/** The signed-in agent's own profile, which every profile tab edits a part of. */
export function useOwnProfile() {
  return useQuery({ queryKey: OWN_PROFILE_QUERY_KEY, queryFn: ({ signal }) => fetchOwnProfile(signal) });
}
