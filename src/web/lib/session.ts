import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "../../domain/roles";
import { apiGet, apiPost } from "./api";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  agentId: string | null;
  profileSlug: string | null;
  /** False when the super admin deactivated the user's agent profile; null without one. */
  agentActive: boolean | null;
}

export interface SessionResponse {
  user: SessionUser | null;
}

export interface Credentials {
  email: string;
  password: string;
}

const SESSION_KEY = ["session"] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: ({ signal }) => apiGet<SessionResponse>("/api/me", { signal }),
  staleTime: 30_000,
});

/** The signed-in user, or null for a visitor; `isPending` is true until the first answer arrives. */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    isError: query.isError,
  };
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiPost<{ user: unknown }>("/api/auth/sign-in/email", credentials),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

/** Ends the session on the server; the caller then reloads the app (see use-logout.ts). */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiPost<unknown>("/api/auth/sign-out", {}),
  });
}
