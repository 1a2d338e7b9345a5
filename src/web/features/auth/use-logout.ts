import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authMessages } from "../../../domain/messages";
import { ApiError } from "../../lib/api";
import { forgetSignedInUser, useSignOut } from "../../lib/session";

/** Signs out, then leaves for the home page; a failure is reported and the user stays signed in. */
export function useLogout() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: async () => {
        await navigate("/");
        forgetSignedInUser(client);
      },
      onError: (error) => {
        toast.error(error instanceof ApiError && error.message ? error.message : authMessages.genericError);
      },
    });
  return { logout, isPending: signOut.isPending };
}
