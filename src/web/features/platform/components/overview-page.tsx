import { Trans } from "@lingui/react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useOverview } from "../api/get-overview.ts";
import { StatCard } from "./stat-card.tsx";
import { WeeklyCounts } from "./weekly-counts.tsx";

const STATE_CARDS = {
  active: "platform.overview.state.active",
  trial: "platform.overview.state.trial",
  expired: "platform.overview.state.expired",
  suspended: "platform.overview.state.suspended",
} as const;

function formatUptime(seconds: number, _: ReturnType<typeof useCatalogue>["_"]): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return _("platform.uptime.days", { days, hours });
  return hours > 0 ? _("platform.uptime.hours", { hours, minutes }) : _("platform.uptime.minutes", { minutes });
}

/** /super-admin: teams by state, users, bookings, sign-ups per week, the mail outbox and the system. */
export function OverviewPage() {
  const { _ } = useCatalogue("platform");
  const query = useOverview();
  return (
    <QueryState query={query} errorFallback={_("platform.overview.error")}>
      {(o) => (
        <div className="grid gap-6">
          <section aria-labelledby="teams-heading" className="grid gap-3">
            <h2 id="teams-heading" className="text-lg font-semibold text-zinc-900">
              <Trans
                id="platform.overview.teams"
                values={{ total: o.teams.total }}
                components={{ 0: <span className="font-normal text-zinc-600" /> }}
              />
            </h2>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {(["active", "trial", "expired", "suspended"] as const).map((state) => (
                <Link
                  key={state}
                  to={`/super-admin/teams?state=${state}`}
                  className="rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <StatCard label={_(STATE_CARDS[state])} value={o.teams[state]} />
                </Link>
              ))}
            </div>
          </section>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label={_("platform.overview.users")}
              value={o.users.total}
              detail={_("platform.overview.usersDetail", {
                superAdmins: o.users.superAdmins,
                disabled: o.users.disabled,
              })}
            />
            <StatCard
              label={_("platform.overview.bookingsToday")}
              value={o.bookings.today}
              detail={_("platform.overview.utcDay")}
            />
            <StatCard label={_("platform.overview.bookingsWeek")} value={o.bookings.thisWeek} />
            <StatCard
              label={_("platform.overview.outbox")}
              value={o.outbox.pending}
              detail={_("platform.overview.outboxDetail", { failed: o.outbox.failed, sent: o.outbox.sent })}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{_("platform.overview.newTeamsPerWeek")}</CardTitle>
              </CardHeader>
              <CardContent>
                <WeeklyCounts weeks={o.signupsPerWeek} label={_("platform.overview.newTeamsPerWeek")} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{_("platform.overview.system")}</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-zinc-600">{_("platform.overview.database")}</dt>
                  <dd className="text-zinc-900">
                    {_(
                      o.system.databaseOk
                        ? "platform.overview.database.reachable"
                        : "platform.overview.database.unreachable",
                      { database: o.system.database },
                    )}
                  </dd>
                  <dt className="text-zinc-600">{_("platform.overview.uptime")}</dt>
                  <dd className="text-zinc-900">{formatUptime(o.system.uptimeSeconds, _)}</dd>
                  <dt className="text-zinc-600">{_("platform.overview.version")}</dt>
                  <dd className="text-zinc-900">{o.system.version}</dd>
                </dl>
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </QueryState>
  );
}
