import { toast } from "../../lib/toast";
import { pathInLocale } from "../../../i18n/locale";
import { ApiError } from "../../lib/api";
import { useSignOut } from "../../lib/session";
import { useLocale, useT } from "../../i18n/use-t";

/**
 * Signs out, then loads the home page afresh: nothing fetched as the previous user stays in memory
 * for whoever uses this browser next, and no back-office list still on screen can refetch after the
 * session is gone (a client-side navigation keeps the old page mounted while the next one loads).
 * A failure is reported and the user stays signed in.
 */
export function useLogout() {
  const t = useT();
  const locale = useLocale();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => window.location.assign(pathInLocale("/", locale)),
      onError: (error) => {
        toast.error(error instanceof ApiError && error.message ? error.message : t("auth.genericError"));
      },
    });
  return { logout, isPending: signOut.isPending };
}
