import { redirect, type LoaderFunction } from "react-router";
import { toast } from "../../lib/toast";
import { say } from "../../../i18n/translate";
import { homeForRole, type Role } from "../../../domain/roles";
import { queryClient } from "../../lib/query-client";
import { sessionQueryOptions, type SessionResponse } from "../../lib/session";
import { rememberDestination } from "./after-sign-in";

interface GuardOptions {
  allowed: readonly Role[];
  /** Where a visitor who is not signed in goes; '/' also shows 'Access denied'. */
  visitorTo: "/auth" | "/";
  /** Refuses a user whose agent profile the super admin deactivated (the server refuses them too). */
  activeAgentOnly?: boolean;
}

/*
 * Guards run as route loaders: the protected page renders only after the check passes (no flash of
 * protected content), and a loader runs once per navigation, so StrictMode cannot double the toast.
 * The toast id deduplicates it anyway.
 */
function deny(message: string): Response {
  toast.error(message, { id: "route-guard" });
  return redirect("/");
}

export function requireRole({ allowed, visitorTo, activeAgentOnly = false }: GuardOptions): LoaderFunction {
  return async ({ request }) => {
    let session: SessionResponse;
    try {
      session = await queryClient.fetchQuery(sessionQueryOptions);
    } catch {
      throw deny(say("auth.roleCheckError"));
    }
    const user = session.user;
    if (!user) {
      rememberDestination(new URL(request.url));
      if (visitorTo === "/auth") throw redirect("/auth");
      throw deny(say("auth.accessDenied"));
    }
    if (!allowed.includes(user.role)) throw deny(say("auth.accessDenied"));
    if (activeAgentOnly && user.agentActive === false) throw deny(say("auth.accessDenied"));
    return null;
  };
}

/** The sign-in page sends a user who is already signed in straight to their area. */
export const redirectSignedIn: LoaderFunction = async () => {
  try {
    const { user } = await queryClient.fetchQuery(sessionQueryOptions);
    if (user) return redirect(homeForRole(user.role));
  } catch {
    // The form still works when the session check fails; signing in fetches the session again.
  }
  return null;
};
