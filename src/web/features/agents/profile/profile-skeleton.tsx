import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";

/** The broker page's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t("brokers.profile.loading")}>
      <Skeleton className="aspect-[3/1] max-h-72 w-full rounded-none sm:aspect-[4/1]" />
      <div className="mx-auto max-w-content px-4 pb-10 sm:px-6">
        <Skeleton className="relative -mt-14 size-28 rounded-full border-4 border-background sm:-mt-20 sm:size-36" />
        <Skeleton className="mt-4 h-9 w-64" />
        <Skeleton className="mt-3 h-5 w-full max-w-xl" />
        <Skeleton className="mt-4 h-5 w-72" />
        <div className="mt-6 flex gap-3">
          <Skeleton className="h-12 w-36 rounded-lg" />
          <Skeleton className="h-12 w-36 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
