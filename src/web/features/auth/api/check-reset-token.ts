import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiPost } from "../../../lib/api";

const checkResetTokenResponseSchema = z.object({ valid: z.boolean() });

/** Whether a reset or invitation link can still set a password (unused and not expired). */
export function checkResetToken(token: string): Promise<boolean> {
  return apiPost("/api/auth/check-reset-token", { token }, { parser: checkResetTokenResponseSchema }).then(
    ({ valid }) => valid,
  );
}

/** Asked once per page visit: a link used in another tab is caught when the new password is sent. */
export function useResetTokenValid(token: string | null) {
  return useQuery({
    queryKey: ["reset-token", token],
    queryFn: () => checkResetToken(token!),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}
