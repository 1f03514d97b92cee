import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { formatTimeInZone, localDayRange, todayInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
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

/**
 * The office-availability widget (docs/product.md "Resolved contradictions"): each active office's state
 * now (free, booked, your booking, closed) and its next free slot today, in the team's time zone.
 * Each office links to its day view.
 */
export function OfficeAvailabilityCard() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("dashboard");
  const { timeZone } = teamPolicyOf(user);
  const now = useNow();
  const today = todayInZone(timeZone, new Date(now));
  const dayEnd = localDayRange(today, timeZone).end.getTime();
  const availability = useOfficeAvailability({ date: today });
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{_("dashboard.availability.title")}</CardTitle>
        <CardDescription>{_("dashboard.availability.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={availability}
          loading={LOADING}
          errorFallback={_("dashboard.availability.error")}
          isEmpty={(data) => data.offices.every((o) => !o.isActive)}
          empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">{_("dashboard.availability.empty")}</p>}
        >
          {(data) => (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {data.offices
                .filter((o) => o.isActive)
                .map((office) => {
                  const status = officeNow(office, user.id, now, dayEnd);
                  const next =
                    status.state === "free" && status.nextFreeISO && Date.parse(status.nextFreeISO) - now < 15 * 60_000
                      ? null
                      : status.nextFreeISO
                        ? _("dashboard.availability.nextFree", { time: formatTimeInZone(status.nextFreeISO, timeZone) })
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
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
