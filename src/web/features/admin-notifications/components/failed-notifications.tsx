import { useId } from "react";
import { MailWarning, RotateCcw } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import {
  useFailedNotifications,
  useRetryNotification,
  type FailedNotification,
} from "../api/failed-notifications";
import { formatDate } from "../../../../domain/format";
import { useLocale, useT } from "../../../i18n/use-t";

/**
 * The lead notifications that could not be delivered, with the reason and a way to send each again.
 * Shown only when there is something to act on: most days the queue delivers everything.
 */
export function FailedNotifications() {
  const t = useT();
  const id = useId();
  const failed = useFailedNotifications();
  if (failed.isPending || (failed.isSuccess && failed.data.total === 0)) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-6 mb-8 max-w-content rounded-xl border border-destructive/40 p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <MailWarning className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        {t("admin.notifications.title")}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t("admin.notifications.description")}</p>
      {failed.isError ? (
        <div className="mt-4">
          <LoadError message={t("admin.notifications.loadFailed")} onRetry={() => void failed.refetch()} />
        </div>
      ) : (
        <>
          <p className="mt-3 text-sm font-medium">
            {t("admin.notifications.failedCount", { total: failed.data.total })}
          </p>
          <ul aria-label={t("admin.notifications.title")} className="mt-3 grid gap-3">
            {failed.data.notifications.map((notification) => (
              <FailedNotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function FailedNotificationItem({ notification }: { notification: FailedNotification }) {
  const t = useT();
  const locale = useLocale();
  const retry = useRetryNotification();
  const pending = retry.isPending && retry.variables === notification.id;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">
            {notification.channel === "email"
              ? t("admin.notifications.email")
              : t("admin.notifications.webhook")}
          </Badge>
          <span className="font-medium break-words">{notification.subject}</span>
        </p>
        <p className="mt-1 break-all text-muted-foreground">{notification.recipient}</p>
        {notification.last_error && (
          <p className="mt-1 break-words text-destructive">{notification.last_error}</p>
        )}
        <p className="mt-1 text-muted-foreground tabular-nums">
          <time dateTime={notification.created_at}>
            {formatDate(new Date(notification.created_at), "dateTime", { locale })}
          </time>
          {" · "}
          {t("admin.notifications.attempts", { attempts: notification.attempts })}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0 self-start"
        disabled={pending}
        aria-label={t("admin.notifications.retryLabel", {
          subject: notification.subject,
          recipient: notification.recipient,
        })}
        onClick={() => retry.mutate(notification.id)}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {pending ? t("admin.notifications.retrying") : t("admin.notifications.retry")}
      </Button>
    </li>
  );
}
