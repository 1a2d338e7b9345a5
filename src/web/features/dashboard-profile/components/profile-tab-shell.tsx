import type { ReactNode } from "react";
import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { useOwnProfile, type OwnProfile } from "../api/get-own-profile";
import { useT } from "../../../i18n/use-t";

/** Loads the agent's own profile for a tab: a skeleton, then the tab, or the spec's load errors and a retry. */
export function ProfileTabShell({ children }: { children: (agent: OwnProfile) => ReactNode }) {
  const t = useT();
  const profile = useOwnProfile();

  return (
    <div className="mx-auto mt-8 max-w-content" aria-busy={profile.isFetching}>
      <QueryView
        query={profile}
        loading={
          <div className="grid gap-4" role="status" aria-label={t("dashboard.profile.loading")}>
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        }
        error={t("dashboard.profile.loadFailed")}
        errorToast={t("dashboard.profile.loadFailedToast")}
      >
        {children}
      </QueryView>
    </div>
  );
}
