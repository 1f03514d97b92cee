import { Link, useSearchParams } from "react-router";
import { TEAM_SORTS, TEAM_STATES, type TeamState } from "#shared/schemas/platform.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useTeams } from "../api/get-teams.ts";
import { formatDay, formatInstant, STATE_LABELS, STATE_TONES } from "../utils/format.ts";

const SORT_LABELS: Record<(typeof TEAM_SORTS)[number], string> = {
  name: "Name",
  newest: "Newest first",
  members: "Most members",
  activity: "Latest activity",
};

/** /super-admin/teams: search by name or company, filter by state, sort; Load more pages on. */
export function TeamsPage() {
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
          <Label htmlFor="team-search">Search teams</Label>
          <Input
            id="team-search"
            type="search"
            placeholder="Team or company name"
            value={q}
            maxLength={120}
            onChange={(e) => set("q", e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="team-state">State</Label>
          <NativeSelect id="team-state" value={state ?? ""} onChange={(e) => set("state", e.target.value)}>
            <option value="">All states</option>
            {TEAM_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="team-sort">Sort by</Label>
          <NativeSelect
            id="team-sort"
            value={sort}
            onChange={(e) => set("sort", e.target.value === "name" ? "" : e.target.value)}
          >
            {TEAM_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <QueryState
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.teams) }}
        errorFallback="Teams could not be loaded"
        isEmpty={(teams) => teams.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600">
            No teams match.
          </p>
        }
      >
        {(teams) => (
          <Card>
            <CardContent inset="none">
              <ul className="divide-y divide-zinc-200" aria-label="Teams">
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
                        <Badge tone={STATE_TONES[team.state]}>{STATE_LABELS[team.state]}</Badge>
                      </span>
                      <span className="text-sm text-zinc-700">
                        {team.memberCount} {team.memberCount === 1 ? "member" : "members"}
                      </span>
                      <span className="text-xs text-zinc-600">
                        {team.state === "trial" || team.state === "expired"
                          ? `Trial ends ${formatDay(team.trialEndsAt)}`
                          : `Active ${formatInstant(team.lastActivityAt)}`}
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
