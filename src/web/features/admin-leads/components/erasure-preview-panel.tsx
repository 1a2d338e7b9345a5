import { MessagesSquare } from "lucide-react";
import { toast } from "../../../lib/toast";
import { formatDate } from "../../../../domain/format";
import { erasureTotal } from "../../../../domain/schemas/personal-data";
import { leadLabels } from "../../../components/leads/lead-status";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { serverMessageOr } from "../../../lib/server-message";
import { useErasePersonalData } from "../api/erase-personal-data";
import { useErasurePreview, type ErasurePreview } from "../api/get-erasure-preview";
import { useLocale, useT } from "../../../i18n/use-t";
import { erasureCountsSummary } from "../erasure-text";

function PreviewLeads({ preview }: { preview: ErasurePreview }) {
  const t = useT();
  const labels = leadLabels(t);
  const locale = useLocale();
  const unlisted = preview.counts.leads + preview.counts.chat_leads - preview.leads.length;
  if (preview.leads.length === 0) return null;
  return (
    <ul
      aria-label={t("admin.erasure.listLabel")}
      className="mt-3 divide-y divide-border rounded-lg border border-border"
    >
      {preview.leads.map((lead) => (
        <li key={lead.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <span className="flex items-center gap-1.5 font-medium">
            {lead.is_chat && <MessagesSquare className="size-4 shrink-0" aria-hidden="true" />}
            {lead.is_chat ? t("admin.erasure.chatConversation") : labels.type(lead.type)}
          </span>
          <time dateTime={lead.created_at} className="text-muted-foreground tabular-nums">
            {formatDate(new Date(lead.created_at), "medium", { locale })}
          </time>
          <span className="min-w-0 break-words text-muted-foreground">
            {lead.agent_name ?? t("admin.leads.unassigned")}
          </span>
        </li>
      ))}
      {unlisted > 0 && (
        <li className="px-3 py-2 text-sm text-muted-foreground">
          {t("admin.erasure.moreLeads", { count: unlisted })}
        </li>
      )}
    </ul>
  );
}

/** The erase button and its confirmation. */
function EraseButton({
  counts,
  pending,
  onConfirm,
}: {
  counts: ErasurePreview["counts"];
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="mt-4" disabled={pending}>
          {t("admin.erasure.erase")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("admin.erasure.confirmTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("admin.erasure.confirmDescription", {
              count: erasureTotal(counts),
              summary: erasureCountsSummary(counts, t, locale),
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("admin.common.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("admin.erasure.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * What is held for the address, and its erasure once the super admin confirms. After an erasure the
 * lookup runs again, so the panel shows that nothing is held any more.
 */
export function ErasurePreviewPanel({ email }: { email: string }) {
  const t = useT();
  const locale = useLocale();
  const preview = useErasurePreview(email);
  // Held here rather than in the button: the button is gone once the lookup finds nothing left, and
  // the erasure's toast must still show.
  const erase = useErasePersonalData();
  const confirm = () =>
    erase.mutate(email, {
      onSuccess: ({ erased }) => {
        if (erasureTotal(erased) === 0) toast.info(t("admin.erasure.nothingErased"));
        else
          toast.success(
            t("admin.erasure.done", {
              count: erasureTotal(erased),
              summary: erasureCountsSummary(erased, t, locale),
            }),
          );
      },
      onError: (error) => toast.error(serverMessageOr(error, t("admin.erasure.eraseFailed"))),
    });

  return (
    <div className="mt-4">
      <QueryView
        query={preview}
        loading={
          <div role="status" aria-label={t("admin.erasure.finding")}>
            <Skeleton className="h-20 rounded-lg" />
          </div>
        }
        error={t("admin.erasure.lookupFailed")}
        isEmpty={(data) => erasureTotal(data.counts) === 0}
        empty={
          <p role="status" className="rounded-lg border border-dashed border-border p-4 text-sm">
            {t("admin.erasure.nothingHeld")}
          </p>
        }
      >
        {(data) => (
          <div aria-busy={preview.isFetching}>
            <p role="status" className="text-sm font-medium">
              {t("admin.erasure.held", { summary: erasureCountsSummary(data.counts, t, locale) })}
            </p>
            <PreviewLeads preview={data} />
            <EraseButton counts={data.counts} pending={erase.isPending} onConfirm={confirm} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
