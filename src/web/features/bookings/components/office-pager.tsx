import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import type { OfficePage } from "#web/features/bookings/utils/office-page.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * The day view's office filter and pages, for a team with more offices than one page holds
 * (utils/office-page.ts): a search over name, building and floor, "Offices 51–100 of 5,000" and
 * previous / next. The range is announced politely, so a screen reader hears where it is.
 */
export function OfficePager({
  page,
  size,
  filter,
  onFilter,
  onPage,
}: {
  page: OfficePage;
  size: number;
  filter: string;
  onFilter: (filter: string) => void;
  onPage: (page: number) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const first = page.matching === 0 ? 0 : page.page * size + 1;
  const last = page.page * size + page.offices.length;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="office-pager">
      <SearchInput
        className="min-w-[14rem] flex-1 sm:max-w-xs"
        label={_("calendar.offices.filter")}
        value={filter}
        onChange={(event) => onFilter(event.target.value)}
        placeholder={_("calendar.offices.filterPlaceholder")}
      />
      <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400" aria-live="polite">
        {page.matching === 0
          ? _("calendar.offices.none")
          : _("calendar.offices.range", { first, last, total: page.matching })}
      </p>
      <div className="ml-auto flex gap-1">
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onPage(page.page - 1)}
          disabled={page.page === 0}
          aria-label={_("calendar.offices.previous")}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onPage(page.page + 1)}
          disabled={last >= page.matching}
          aria-label={_("calendar.offices.next")}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
