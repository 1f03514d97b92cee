import { AlertCircle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { Button } from "./button.tsx";

/** The part of a TanStack query result `QueryState` reads (several queries can be combined into one). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A grey pulsing block for `QueryState`'s default loading state. */
export function Skeleton({ className = "h-32" }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800", className)} aria-hidden="true" />;
}

/**
 * The four states of loaded data in one place: `loading` (a skeleton by default) while pending, an
 * alert with the server's message and a Try again button on error, `empty` when `isEmpty(data)`,
 * else `children(data)`. An error after data was loaded keeps showing the data.
 */
export function QueryState<T>({
  query,
  loading = <Skeleton />,
  errorFallback,
  isEmpty,
  empty = null,
  errorClassName,
  children,
}: {
  query: QueryLike<T>;
  loading?: ReactNode;
  /** Shown when the error carries no message of its own ("Something went wrong" by default). */
  errorFallback?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Extra classes for the error alert (e.g. to span a grid). */
  errorClassName?: string;
  children: (data: T) => ReactNode;
}) {
  const { _ } = useCatalogue("common");
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return empty;
    return children(query.data);
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className={cn(
          "flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
          errorClassName,
        )}
      >
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">{errorMessage(query.error, errorFallback ?? _("common.error.generic"))}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          {_("common.tryAgain")}
        </Button>
      </div>
    );
  }
  return loading;
}

/** Combines queries that a view needs together: pending while any is, failed if any failed, data as a tuple. */
export function combineQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    error: a.isError ? a.error : b.error,
    refetch: () => Promise.all([a.isError ? a.refetch() : null, b.isError ? b.refetch() : null]),
  };
}
