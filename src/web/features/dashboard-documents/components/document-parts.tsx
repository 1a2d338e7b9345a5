import { ExternalLink } from "lucide-react";
import { formatFileSize } from "../../../../domain/documents";
import { formatDecimalInput } from "../../../../domain/number-input";
import { ShortDate } from "../../../components/data/short-date";
import { Badge } from "../../../components/ui/badge";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { useDeleteDocument } from "../api/delete-document";
import type { AgentDocument } from "../api/get-documents";
import { useLocale, useT } from "../../../i18n/use-t";

/** The name, opening the file in a new tab through the session-checked download route. */
export function DocumentLink({ document }: { document: AgentDocument }) {
  const t = useT();
  return (
    <a
      href={document.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("dashboard.documents.openLabel", { name: document.name })}
      className="inline-flex max-w-full items-start gap-1.5 font-semibold wrap-anywhere text-primary hover:underline"
    >
      <span className="min-w-0">{document.name}</span>
      <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}

export function DocumentTypeBadge({ document }: { document: AgentDocument }) {
  const t = useT();
  return (
    <Badge variant={document.type === "certificate" ? "default" : "secondary"}>
      {t(`dashboard.documents.type.${document.type}`)}
    </Badge>
  );
}

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;

/** `1.5 MB` in English, as the spec's lists write it; `1,5 Mo` in French (octets, with a decimal comma). */
export function DocumentSize({ document }: { document: AgentDocument }) {
  const t = useT();
  const locale = useLocale();
  const bytes = document.file_size;
  if (locale === "en-CA" || !Number.isFinite(bytes) || bytes < 0) {
    return <span className="tabular-nums">{formatFileSize(bytes)}</span>;
  }
  const [amount, unit] =
    bytes < KILOBYTE ? [bytes, "b"] : bytes < MEGABYTE ? [bytes / KILOBYTE, "kb"] : [bytes / MEGABYTE, "mb"];
  const size = formatDecimalInput(Number(amount.toFixed(1)), locale, 1);
  return <span className="tabular-nums">{t("back-office.fileSize", { size, unit })}</span>;
}

export function DocumentUploaded({ document }: { document: AgentDocument }) {
  return <ShortDate value={document.uploaded_at} />;
}

/** Delete, after a confirmation that starts on Cancel. `compact` shows only the icon (table rows). */
export function DeleteDocumentButton({
  document,
  compact = false,
}: {
  document: AgentDocument;
  compact?: boolean;
}) {
  const t = useT();
  const remove = useDeleteDocument();
  return (
    <ConfirmDeleteButton
      label={t("dashboard.documents.deleteLabel", { name: document.name })}
      title={t("dashboard.documents.deleteTitle")}
      description={t("dashboard.documents.deleteDescription", { name: document.name })}
      onConfirm={() => remove.mutate(document.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
