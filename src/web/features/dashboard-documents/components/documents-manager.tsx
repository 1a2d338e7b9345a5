import { FileText } from "lucide-react";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { DataTable } from "../../../components/data/data-table";
import { EmptyState, QueryView, SkeletonRows } from "../../../components/ui/query-view";
import { usePageParam } from "../../../lib/use-page-param";
import { useDocuments } from "../api/get-documents";
import { useT } from "../../../i18n/use-t";
import { DocumentCard } from "./document-card";
import { useDocumentColumns } from "./document-columns";
import { DocumentUpload } from "./document-upload";

/** The agent dashboard's documents tab (spec section 2): upload, list with links, delete. */
export function DocumentsManager() {
  const t = useT();
  const columns = useDocumentColumns();
  const [page, setPage] = usePageParam();
  const documents = useDocuments(page);

  return (
    <section aria-labelledby="dashboard-documents-title" className="mx-auto mt-8 max-w-content">
      <h3 id="dashboard-documents-title" className="text-lg font-semibold tracking-tight">
        {t("dashboard.documents.listTitle")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("dashboard.documents.listDescription")}</p>
      <div className="mt-4">
        <DocumentUpload />
      </div>
      <div className="mt-5">
        <QueryView
          query={documents}
          loading={
            <SkeletonRows label={t("dashboard.documents.loading")} rows={3} rowClassName="h-16 rounded-xl" />
          }
          error={t("dashboard.documents.loadFailed")}
          errorToast={t("dashboard.documents.loadFailed")}
          // Past the first page an empty answer still shows the table and its pager.
          isEmpty={(data) => data.documents.length === 0 && page === 0}
          empty={<EmptyState icon={FileText} message={t("dashboard.documents.empty")} />}
        >
          {(data) => (
            <DataTable
              label={t("dashboard.documents.listTitle")}
              columns={columns}
              rows={data.documents}
              getRowId={(row) => row.id}
              total={data.total}
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={setPage}
              busy={documents.isFetching}
              noun={(count) => t("back-office.table.documents", { count })}
              renderCard={(document) => <DocumentCard document={document} />}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}
