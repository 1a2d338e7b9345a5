import { FileText } from "lucide-react";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useDocuments } from "../api/get-documents";
import { dashboardDocumentsMessages as text } from "../messages";
import { DocumentCard } from "./document-card";
import { documentColumns } from "./document-columns";
import { DocumentUpload } from "./document-upload";

/** The agent dashboard's documents tab (spec section 2): upload, list with links, delete. */
export function DocumentsManager() {
  const [page, setPage] = usePageParam();
  const documents = useDocuments(page);

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
        <QueryView
          query={documents}
          loading={<SkeletonRows label={text.loading} rows={3} rowClassName="h-16 rounded-xl" />}
          error={text.loadFailed}
          errorToast={text.loadFailed}
          // Past the first page an empty answer still shows the table and its pager.
          isEmpty={(data) => data.documents.length === 0 && page === 0}
          empty={<EmptyState icon={FileText} message={text.empty} />}
        >
          {(data) => (
            <DataTable
              label={text.listTitle}
              columns={documentColumns}
              rows={data.documents}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={documents.isFetching}
              noun={["document", "documents"]}
              renderCard={(document) => <DocumentCard document={document} />}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}
