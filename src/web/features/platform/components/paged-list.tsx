import type { ReactNode } from "react";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { type QueryLike, QueryState } from "#web/components/ui/query-state.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * Pressed-button filters of a platform list (the outbox by status, abuse reports open or reviewed):
 * one is pressed; choosing another calls `onChange`.
 */
export function FilterPills<T>({
  filters,
  value,
  onChange,
}: {
  filters: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { _ } = useCatalogue("platform");
  return (
    <fieldset className="inline-flex rounded-lg border-0 bg-zinc-100 p-1">
      <legend className="sr-only">{_("platform.filters.legend")}</legend>
      {filters.map((filter) => (
        <button
          key={filter.label}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className="h-8 rounded-md px-3 text-sm font-medium text-zinc-700 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm"
        >
          {filter.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * A cursor-paged platform list in a card: the query's four states (QueryState), its items as a
 * labelled list, `empty` when there are none, and "Load more" while pages remain.
 */
export function PagedList<T>({
  query,
  label,
  errorFallback,
  empty,
  children,
}: {
  /** The infinite query with its pages already flattened into `data`. */
  query: QueryLike<T[]> & Parameters<typeof LoadMoreButton>[0]["query"];
  label: string;
  errorFallback: string;
  empty: string;
  /** Each item as a list item (`<li>`). */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <QueryState
        query={query}
        errorFallback={errorFallback}
        isEmpty={(items) => items.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600">
            {empty}
          </p>
        }
      >
        {(items) => (
          <Card>
            <CardContent inset="none">
              <ul className="divide-y divide-zinc-200" aria-label={label}>
                {items.map(children)}
              </ul>
            </CardContent>
          </Card>
        )}
      </QueryState>
      <LoadMoreButton query={query} />
    </>
  );
}
