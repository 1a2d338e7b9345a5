import { Inbox } from "lucide-react";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useApplications } from "../applications";
import { useT } from "../../../i18n/use-t";
import { ApplicationCard } from "./application-card";

interface ApplicationsListProps {
  /** super_admin sees every application; admins and agents see those assigned to their agent profile. */
  scope: "all" | "own";
}

/** The recent-applications list, shown to signed-in staff only (DESIGN.md, deliberate departures). */
export function ApplicationsList({ scope }: ApplicationsListProps) {
  const t = useT();
  const applications = useApplications();

  return (
    <section aria-labelledby="recent-applications-title">
      <h2 id="recent-applications-title" className="text-2xl font-semibold tracking-tight">
        {t("forms.applications.listTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {scope === "all" ? t("forms.applications.listScopeAll") : t("forms.applications.listScopeAgent")}
      </p>
      <div className="mt-5">
        {applications.isPending ? (
          <div className="grid gap-4" role="status" aria-label={t("forms.applications.loading")}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-40 rounded-xl" />
            ))}
          </div>
        ) : applications.isError ? (
          <LoadError
            message={t("forms.applications.loadError")}
            onRetry={() => void applications.refetch()}
          />
        ) : applications.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <Inbox className="size-5 shrink-0" aria-hidden="true" />
            {t("forms.applications.listEmpty")}
          </p>
        ) : (
          <ul className="grid gap-4">
            {applications.data.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
