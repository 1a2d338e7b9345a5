import { useEffect, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { toast } from "../../lib/toast";
import { cn } from "../../lib/cn";
import { LoadError } from "./load-error";
import { Skeleton } from "./skeleton";

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** Shown until the first answer arrives. */
  loading: ReactNode;
  /** The spec's message for a failed load, shown with a way to try again. */
  error: string;
  /**
   * Also announces the failure in a toast. A tab has one; a panel inside a tab, whose tab is still
   * usable, does not. The message is the toast's id, so a failure that repeats shows one toast.
   */
  errorToast?: string;
  /** When the answer has nothing to show, `empty` is drawn instead of the data. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * One query's four states: loading, a failed load, an empty answer and the data. A failed refetch
 * shows the error and its retry in place of the rows already shown.
 */
export function QueryView<Data>({
  query,
  loading,
  error,
  errorToast,
  isEmpty,
  empty,
  children,
}: QueryViewProps<Data>) {
  useEffect(() => {
    if (query.isError && errorToast) toast.error(errorToast, { id: errorToast });
  }, [query.isError, errorToast]);

  if (query.isPending) return loading;
  if (query.isError) return <LoadError message={error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

/** The grey rows of a list that is loading, announced by their label. */
export function SkeletonRows({
  label,
  rows,
  rowClassName,
}: {
  label: string;
  rows: number;
  rowClassName: string;
}) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}

/** A list with nothing to show: an icon, the spec's sentence and, when one helps, a way out. */
export function EmptyState({
  icon: Icon,
  message,
  action,
}: {
  icon: LucideIcon;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground",
        action && "flex-wrap",
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <p>{message}</p>
      {action}
    </div>
  );
}
