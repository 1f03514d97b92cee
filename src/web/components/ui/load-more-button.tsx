import { useCatalogue } from "#web/lib/i18n.ts";
import { Button } from "./button.tsx";

/** The part of an infinite query (TanStack Query) the button reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a cursor-paged list: fetches the next page; nothing when there is none. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  const { _ } = useCatalogue("common");
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {_(query.isFetchingNextPage ? "common.loadMore.loading" : "common.loadMore")}
    </Button>
  );
}
