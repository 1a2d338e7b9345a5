import { Card } from "../../../components/ui/card";
import type { AgentDocument } from "../api/get-documents";
import {
  DeleteDocumentButton,
  DocumentLink,
  DocumentSize,
  DocumentTypeBadge,
  DocumentUploaded,
} from "./document-parts";

/** One document as a card, for phones and narrow windows. */
export function DocumentCard({ document }: { document: AgentDocument }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <DocumentLink document={document} />
        </div>
        <DocumentTypeBadge document={document} />
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm text-muted-foreground">
        <span>
          <DocumentSize document={document} /> · <DocumentUploaded document={document} />
        </span>
        <DeleteDocumentButton document={document} />
      </div>
    </Card>
  );
}
