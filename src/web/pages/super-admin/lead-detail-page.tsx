import { useParams } from "react-router";
import { LeadAssignment } from "../../features/lead-detail/components/lead-assignment";
import { LeadDetailView } from "../../features/lead-detail/components/lead-detail-view";
import { useT } from "../../i18n/use-t";
import { SuperAdminFrame } from "./super-admin-page";

/** /super-admin/leads/:id: any lead, in the panel's Leads tab, with its assignment to a broker. */
export function AdminLeadDetailPage() {
  const t = useT();
  const { id = "" } = useParams();
  return (
    <SuperAdminFrame tabId="leads">
      {() => (
        <LeadDetailView
          key={id}
          panel="admin"
          leadId={id}
          panelTitle={t("admin.page.title")}
          notFound={t("admin.leadDetail.notFound")}
          work={({ lead }, onSaved) => (
            <LeadAssignment key={lead.agent?.id ?? "none"} lead={lead} onSaved={onSaved} />
          )}
        />
      )}
    </SuperAdminFrame>
  );
}
