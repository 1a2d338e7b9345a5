import { toast } from "../../lib/toast";
import { authMessages } from "../../../domain/messages";
import { ApiError } from "../../lib/api";
import { useSignOut } from "../../lib/session";

/**
 * Signs out, then loads the home page afresh: nothing fetched as the previous user stays in memory
 * for whoever uses this browser next, and no back-office list still on screen can refetch after the
 * session is gone (a client-side navigation keeps the old page mounted while the next one loads).
 * A failure is reported and the user stays signed in.
 */
export function useLogout() {
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => window.location.assign("/"),
      onError: (error) => {
        toast.error(error instanceof ApiError && error.message ? error.message : authMessages.genericError);
      },
    });
  return { logout, isPending: signOut.isPending };
}
