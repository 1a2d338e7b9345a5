import { ExternalLink } from "lucide-react";
import { formatFileSize } from "../../../../domain/documents";
import { formatShortDate } from "../../../../domain/text";
import { Badge } from "../../../components/ui/badge";
import { ConfirmDeleteButton } from "../../../components/ui/confirm-delete-button";
import { useDeleteDocument } from "../api/delete-document";
import type { AgentDocument } from "../api/get-documents";
import {
  DOCUMENT_TYPE_LABELS,
  dashboardDocumentsMessages as text,
  deleteDocumentDescription,
  deleteDocumentLabel,
  openDocumentLabel,
} from "../messages";

/** The name, opening the file in a new tab through the session-checked download route. */
export function DocumentLink({ document }: { document: AgentDocument }) {
  return (
    <a
      href={document.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={openDocumentLabel(document.name)}
      className="inline-flex max-w-full items-start gap-1.5 font-semibold wrap-anywhere text-primary hover:underline"
    >
      <span className="min-w-0">{document.name}</span>
      <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}

export function DocumentTypeBadge({ document }: { document: AgentDocument }) {
  return (
    <Badge variant={document.type === "certificate" ? "default" : "secondary"}>
      {DOCUMENT_TYPE_LABELS[document.type]}
    </Badge>
  );
}

export function DocumentSize({ document }: { document: AgentDocument }) {
  return <span className="tabular-nums">{formatFileSize(document.file_size)}</span>;
}

export function DocumentUploaded({ document }: { document: AgentDocument }) {
  return (
    <time dateTime={document.uploaded_at} className="tabular-nums">
      {formatShortDate(document.uploaded_at)}
    </time>
  );
}

/** Delete, after a confirmation that starts on Cancel. `compact` shows only the icon (table rows). */
export function DeleteDocumentButton({
  document,
  compact = false,
}: {
  document: AgentDocument;
  compact?: boolean;
}) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDeleteButton
      label={deleteDocumentLabel(document.name)}
      title={text.deleteTitle}
      description={deleteDocumentDescription(document.name)}
      onConfirm={() => remove.mutate(document.id)}
      pending={remove.isPending}
      compact={compact}
    />
  );
}
