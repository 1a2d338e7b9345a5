import { AdminLeadsManager } from "./admin-leads-manager";
import { PersonalDataErasure } from "./personal-data-erasure";

/** The super admin's leads tab: every lead, then the erasure of one person's data on request. */
export function AdminLeadsTab() {
  return (
    <>
      <AdminLeadsManager />
      <PersonalDataErasure />
    </>
  );
}
