import { useEffect } from "react";
import { FileText } from "lucide-react";
import { toast } from "../../../lib/toast";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePageParam } from "../../../lib/use-page-param";
import { useDocuments } from "../api/get-documents";
import { dashboardDocumentsMessages as text } from "../messages";
import { DocumentCard } from "./document-card";
import { documentColumns } from "./document-columns";
import { DocumentUpload } from "./document-upload";

const LOAD_ERROR_TOAST_ID = "dashboard-documents-load-error";

/** The agent dashboard's documents tab (spec section 2): upload, list with links, delete. */
export function DocumentsManager() {
  const [page, setPage] = usePageParam();
  const documents = useDocuments(page);

  useEffect(() => {
    if (documents.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [documents.isError]);

  return (
    <section aria-labelledby="dashboard-documents-title" className="mx-auto mt-8 max-w-content">
      <h3 id="dashboard-documents-title" className="text-lg font-semibold tracking-tight">
        {text.listTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{text.listDescription}</p>
      <div className="mt-4">
        <DocumentUpload />
      </div>
      <div className="mt-5">
        {documents.isPending ? (
          <div className="grid gap-3" role="status" aria-label={text.loading}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : documents.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void documents.refetch()} />
        ) : documents.data.documents.length === 0 && page === 0 ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <FileText className="size-5 shrink-0" aria-hidden="true" />
            <p>{text.empty}</p>
          </div>
        ) : (
          <DataTable
            label={text.listTitle}
            columns={documentColumns}
            rows={documents.data.documents}
            getRowId={(row) => row.id}
            total={documents.data.total}
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={setPage}
            busy={documents.isFetching}
            noun={["document", "documents"]}
            renderCard={(document) => <DocumentCard document={document} />}
          />
        )}
      </div>
    </section>
  );
}
