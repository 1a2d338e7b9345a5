import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authMessages } from "../../../domain/messages";
import { ApiError } from "../../lib/api";
import { useSignOut } from "../../lib/session";

/** Signs out, then leaves for the home page; a failure is reported and the user stays signed in. */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate("/"),
      onError: (error) => {
        toast.error(error instanceof ApiError && error.message ? error.message : authMessages.genericError);
      },
    });
  return { logout, isPending: signOut.isPending };
}
