import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { z } from "zod";
import { apiGet, apiPost } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";

const failedNotificationSchema = z.object({
  id: z.string(),
  channel: z.enum(["email", "webhook"]),
  kind: z.string(),
  lead_id: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});

const failedListSchema = z.object({ notifications: z.array(failedNotificationSchema), total: z.number() });

export type FailedNotification = z.infer<typeof failedNotificationSchema>;

export const FAILED_NOTIFICATIONS_QUERY_KEY = ["admin", "notifications", "failed"] as const;

export function useFailedNotifications() {
  return useQuery({
    queryKey: FAILED_NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet("/api/admin/notifications/failed", { signal, parser: failedListSchema }),
    // A failure can appear minutes after a lead arrives (the retries); the list keeps itself current.
    refetchInterval: 60_000,
  });
}

/** Puts one failed notification back in the queue; the list drops it once the server has. */
export function useRetryNotification() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost(`/api/admin/notifications/${id}/retry`),
    onSuccess: () => toast.success(t("admin.notifications.retried")),
    onError: () => toast.error(t("admin.notifications.retryFailed")),
    onSettled: () => client.invalidateQueries({ queryKey: FAILED_NOTIFICATIONS_QUERY_KEY }),
  });
}
