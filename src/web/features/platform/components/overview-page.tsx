import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useOverview } from "../api/get-overview.ts";
import { StatCard } from "./stat-card.tsx";
import { WeeklyCounts } from "./weekly-counts.tsx";

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** /super-admin: teams by state, users, bookings, sign-ups per week, the mail outbox and the system. */
export function OverviewPage() {
  const query = useOverview();
  return (
    <QueryState query={query} errorFallback="The overview could not be loaded">
      {(o) => (
        <div className="grid gap-6">
          <section aria-labelledby="teams-heading" className="grid gap-3">
            <h2 id="teams-heading" className="text-lg font-semibold text-zinc-900">
              Teams <span className="font-normal text-zinc-600">({o.teams.total})</span>
            </h2>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {(["active", "trial", "expired", "suspended"] as const).map((state) => (
                <Link
                  key={state}
                  to={`/super-admin/teams?state=${state}`}
                  className="rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <StatCard
                    label={
                      { active: "Active", trial: "In trial", expired: "Trial expired", suspended: "Suspended" }[state]
                    }
                    value={o.teams[state]}
                  />
                </Link>
              ))}
            </div>
          </section>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Users"
              value={o.users.total}
              detail={`${o.users.superAdmins} super admin${o.users.superAdmins === 1 ? "" : "s"}, ${o.users.disabled} disabled`}
            />
            <StatCard label="Bookings today" value={o.bookings.today} detail="UTC day" />
            <StatCard label="Bookings next 7 days" value={o.bookings.thisWeek} />
            <StatCard
              label="Mail outbox"
              value={o.outbox.pending}
              detail={`queued · ${o.outbox.failed} failed · ${o.outbox.sent} sent`}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>New teams per week</CardTitle>
              </CardHeader>
              <CardContent>
                <WeeklyCounts weeks={o.signupsPerWeek} label="New teams per week" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>System</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-zinc-600">Database</dt>
                  <dd className="text-zinc-900">
                    {o.system.database} · {o.system.databaseOk ? "reachable" : "unreachable"}
                  </dd>
                  <dt className="text-zinc-600">Uptime</dt>
                  <dd className="text-zinc-900">{formatUptime(o.system.uptimeSeconds)}</dd>
                  <dt className="text-zinc-600">Version</dt>
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
