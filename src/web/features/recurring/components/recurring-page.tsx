import { Plus, Repeat } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useSeries } from "#web/features/recurring/api/get-series.ts";
import { useSeriesList } from "#web/features/recurring/api/get-series-list.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { SeriesCard } from "./series-card.tsx";
import { SeriesForm } from "./series-form.tsx";

/**
 * /recurring: the user's series (a manager may switch to the team's) with the rule in words, next
 * date, upcoming count and skipped dates, and their actions (edit, pause, delete); "New series"
 * opens the create form with its preview. The list comes a page at a time ("Load more"). `?series=ID`
 * (the "Part of: …" link of an occurrence) brings that series into view, read on its own and shown
 * first when it is not on a loaded page, switching a manager to the whole team when it is a colleague's.
 */
export function RecurringPage() {
  const { _ } = useCatalogue("recurring");
  const user = useCurrentUser();
  const { timeZone } = teamPolicyOf(user);
  const manager = can(user.role, "booking:others");
  const [scope, setScope] = useState<"mine" | "team">("mine");
  const [creating, setCreating] = useState(false);
  const list = useSeriesList({ scope });
  const [params] = useSearchParams();
  const wanted = params.get("series");
  const loaded = useMemo(() => list.data?.pages.flatMap((page) => page.items), [list.data]);
  const onPage = loaded?.some((series) => series.id === wanted) ?? false;
  const target = useSeries({ id: wanted ?? "", enabled: wanted !== null && list.isSuccess && !onPage });
  const colleagues = target.data !== undefined && target.data.userId !== user.id;
  useEffect(() => {
    if (manager && scope === "mine" && colleagues) setScope("team");
  }, [manager, scope, colleagues]);
  const pinned = !onPage && target.data && (scope === "team" || !colleagues) ? target.data : null;
  const items = useMemo(() => (loaded && pinned ? [pinned, ...loaded] : loaded), [loaded, pinned]);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={_("recurring.page.title")}
        description={_("recurring.page.description", { zone: timeZone })}
        actions={
          <Button onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
            <Plus className="size-4" aria-hidden="true" />
            {_("recurring.page.newSeries")}
          </Button>
        }
      />
      {creating && (
        <section
          aria-label={_("recurring.page.newSeries")}
          className="mb-8 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
        >
          <h2 className="mb-4 text-lg font-semibold">{_("recurring.page.newSeries")}</h2>
          <SeriesForm />
        </section>
      )}
      {manager && (
        <fieldset className="mb-4 flex gap-2">
          <legend className="sr-only">{_("recurring.page.whose")}</legend>
          <Button
            variant={scope === "mine" ? "default" : "secondary"}
            size="sm"
            onClick={() => setScope("mine")}
            aria-pressed={scope === "mine"}
          >
            {_("recurring.page.mine")}
          </Button>
          <Button
            variant={scope === "team" ? "default" : "secondary"}
            size="sm"
            onClick={() => setScope("team")}
            aria-pressed={scope === "team"}
          >
            {_("recurring.page.wholeTeam")}
          </Button>
        </fieldset>
      )}
      <QueryState query={{ ...list, data: items }}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              icon={Repeat}
              title={_("recurring.page.emptyTitle")}
              description={_("recurring.page.emptyDescription")}
            />
          ) : (
            <ul className="grid gap-4" aria-label={_("recurring.page.list")}>
              {items.map((series) => (
                <li key={series.id}>
                  <SeriesCard series={series} showOwner={scope === "team"} isTarget={series.id === wanted} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <div className="mt-4 grid">
        <LoadMoreButton query={list} />
      </div>
    </div>
  );
}
