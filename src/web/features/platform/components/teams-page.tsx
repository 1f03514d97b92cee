import { Link, useSearchParams } from "react-router";
import { TEAM_SORTS, TEAM_STATES, type TeamState } from "#shared/schemas/platform.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useTeams } from "../api/get-teams.ts";
import { formatDay, formatInstant, STATE_LABELS, STATE_TONES } from "../utils/format.ts";

const SORT_LABELS: Record<(typeof TEAM_SORTS)[number], string> = {
  name: "platform.teams.sort.name",
  newest: "platform.teams.sort.newest",
  members: "platform.teams.sort.members",
  activity: "platform.teams.sort.activity",
};

/** /super-admin/teams: search by name or company, filter by state, sort; Load more pages on. */
export function TeamsPage() {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const stateParam = params.get("state");
  const state = TEAM_STATES.includes(stateParam as TeamState) ? (stateParam as TeamState) : undefined;
  const sortParam = params.get("sort") as (typeof TEAM_SORTS)[number] | null;
  const sort = sortParam && TEAM_SORTS.includes(sortParam) ? sortParam : "name";
  const search = useDebouncedValue(q.trim(), 300);
  const query = useTeams({ q: search || undefined, state, sort });
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="team-search">{_("platform.teams.search")}</Label>
          <Input
            id="team-search"
            type="search"
            placeholder={_("platform.teams.searchPlaceholder")}
            value={q}
            maxLength={120}
            onChange={(e) => set("q", e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="team-state">{_("platform.teams.state")}</Label>
          <NativeSelect id="team-state" value={state ?? ""} onChange={(e) => set("state", e.target.value)}>
            <option value="">{_("platform.teams.allStates")}</option>
            {TEAM_STATES.map((s) => (
              <option key={s} value={s}>
                {_(STATE_LABELS[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="team-sort">{_("platform.teams.sortBy")}</Label>
          <NativeSelect
            id="team-sort"
            value={sort}
            onChange={(e) => set("sort", e.target.value === "name" ? "" : e.target.value)}
          >
            {TEAM_SORTS.map((s) => (
              <option key={s} value={s}>
                {_(SORT_LABELS[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <QueryState
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.teams) }}
        errorFallback={_("platform.teams.error")}
        isEmpty={(teams) => teams.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600">
            {_("platform.teams.empty")}
          </p>
        }
      >
        {(teams) => (
          <Card>
            <CardContent inset="none">
              <ul className="divide-y divide-zinc-200" aria-label={_("platform.teams.list")}>
                {teams.map((team) => (
                  <li key={team.id}>
                    <Link
                      to={`/super-admin/teams/${team.id}`}
                      className="grid gap-1 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:grid-cols-[1fr_8rem_6rem_10rem] sm:items-center sm:gap-4"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-zinc-900">{team.name}</span>
                        {team.companyName !== team.name ? (
                          <span className="block truncate text-xs text-zinc-600">{team.companyName}</span>
                        ) : null}
                      </span>
                      <span>
                        <Badge tone={STATE_TONES[team.state]}>{_(STATE_LABELS[team.state])}</Badge>
                      </span>
                      <span className="text-sm text-zinc-700">
                        {_("platform.teams.members", { count: team.memberCount })}
                      </span>
                      <span className="text-xs text-zinc-600">
                        {team.state === "trial" || team.state === "expired"
                          ? _("platform.teams.trialEnds", { date: formatDay(team.trialEndsAt, dateStyle) })
                          : _("platform.teams.lastActive", { date: formatInstant(team.lastActivityAt, dateStyle) })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </QueryState>
      <LoadMoreButton query={query} />
    </div>
  );
}
