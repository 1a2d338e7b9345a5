import { useEffect, type ReactNode } from "react";
import { toast } from "../../../lib/toast";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useOwnProfile, type OwnProfile } from "../api/get-own-profile";
import { dashboardProfileMessages as text } from "../messages";

const LOAD_ERROR_TOAST_ID = "dashboard-profile-load-error";

/** Loads the agent's own profile for a tab: a skeleton, then the tab, or the spec's load errors and a retry. */
export function ProfileTabShell({ children }: { children: (agent: OwnProfile) => ReactNode }) {
  const profile = useOwnProfile();

  useEffect(() => {
    if (profile.isError) toast.error(text.loadFailedToast, { id: LOAD_ERROR_TOAST_ID });
  }, [profile.isError]);

  return (
    <div className="mx-auto mt-8 max-w-content" aria-busy={profile.isFetching}>
      {profile.isPending ? (
        <div className="grid gap-4" role="status" aria-label={text.loading}>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : profile.isError ? (
        <LoadError message={text.loadFailed} onRetry={() => void profile.refetch()} />
      ) : (
        children(profile.data)
      )}
    </div>
  );
}
