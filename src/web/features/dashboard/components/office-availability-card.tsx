import { ArrowRight, Building2 } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatTimeInZone, localDayRange, todayInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { officesToShow } from "#web/features/dashboard/utils/offices-to-show.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useOfficeAvailability } from "../api/get-office-availability.ts";
import { type OfficeNow, officeNow } from "./office-now.ts";

const LOADING = (
  <div className="grid gap-2" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <div key={i} className="h-10 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" />
    ))}
  </div>
);

/** Message ids of each state's badge. */
const STATE_LABEL: Record<OfficeNow["state"], string> = {
  free: "dashboard.availability.state.free",
  booked: "dashboard.availability.state.booked",
  yours: "dashboard.availability.state.yours",
  closed: "dashboard.availability.state.closed",
};
const STATE_TONE = { free: "success", booked: "warning", yours: "accent", closed: "neutral" } as const;

/** Offices the widget lists; a team with more gets a link to the day view, which pages them. */
const AVAILABILITY_OFFICES_LIMIT = 10;

/**
 * The office-availability widget (docs/product.md "Resolved contradictions"): the state now (free,
 * booked, your booking, closed) and the next free slot today, in the team's time zone, of up to ten
 * active offices, the person's favourites first; with more, a link to all of them in the day view.
 * Each office links to its day view.
 */
export function OfficeAvailabilityCard() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("dashboard");
  const { timeZone } = teamPolicyOf(user);
  const now = useNow();
  const today = todayInZone(timeZone, new Date(now));
  const dayEnd = localDayRange(today, timeZone).end.getTime();
  const offices = useOffices({ queryConfig: { enabled: !!user.teamId } });
  const active = (offices.data ?? []).filter((o) => o.isActive).length;
  const shownIds = useMemo(
    () => officesToShow(offices.data ?? [], user.favoriteOffices, AVAILABILITY_OFFICES_LIMIT).map((o) => o.id),
    [offices.data, user.favoriteOffices],
  );
  const availability = useOfficeAvailability({
    date: today,
    officeIds: shownIds,
    queryConfig: { enabled: shownIds.length > 0 },
  });
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{_("dashboard.availability.title")}</CardTitle>
        <CardDescription>{_("dashboard.availability.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState<unknown>
          // With no active office there is no availability to wait for.
          query={shownIds.length === 0 ? offices : availability}
          loading={LOADING}
          errorFallback={_("dashboard.availability.error")}
          isEmpty={() => shownIds.length === 0}
          empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">{_("dashboard.availability.empty")}</p>}
        >
          {() => (
            <>
              <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {(availability.data?.offices ?? [])
                  .filter((o) => o.isActive)
                  .sort((a, b) => shownIds.indexOf(a.officeId) - shownIds.indexOf(b.officeId))
                  .map((office) => {
                    const status = officeNow(office, user.id, now, dayEnd);
                    const next =
                      status.state === "free" &&
                      status.nextFreeISO &&
                      Date.parse(status.nextFreeISO) - now < 15 * 60_000
                        ? null
                        : status.nextFreeISO
                          ? _("dashboard.availability.nextFree", {
                              time: formatTimeInZone(status.nextFreeISO, timeZone),
                            })
                          : _("dashboard.availability.noneLeft");
                    return (
                      <li key={office.officeId} className="flex items-center gap-3 py-2.5">
                        <Building2 className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
                        <div className="min-w-0 flex-1">
                          <Link
                            to={`/day?date=${today}&office=${office.officeId}`}
                            className="block truncate rounded-sm text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                          >
                            {office.name}
                          </Link>
                          {next ? <p className="text-xs text-zinc-600 dark:text-zinc-400">{next}</p> : null}
                        </div>
                        <Badge tone={STATE_TONE[status.state]}>{_(STATE_LABEL[status.state])}</Badge>
                      </li>
                    );
                  })}
              </ul>
              {active > shownIds.length ? (
                <Link
                  to={`/day?date=${today}`}
                  className="mt-2 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
                >
                  {_("dashboard.availability.all", { count: active })}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              ) : null}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
