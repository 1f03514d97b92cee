import type { ReactNode } from "react";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { SYSTEM_HEALTH_REFRESH_MS, useSystemHealth } from "../api/get-system-health.ts";
import { formatInstant } from "../utils/format.ts";

type Translate = ReturnType<typeof useCatalogue>["_"];

const mb = (bytes: number, _: Translate) => _("platform.health.megabytes", { size: Math.round(bytes / 1024 / 1024) });

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-zinc-600">{label}</dt>
          <dd className="min-w-0 break-words text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function uptime(seconds: number, _: Translate): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0
    ? _("platform.uptime.hours", { hours, minutes })
    : _("platform.uptime.minutesSeconds", { minutes, seconds: seconds % 60 });
}

/** "Nothing overdue", or how long the oldest due item has waited. */
const overdue = (seconds: number, _: Translate) =>
  seconds === 0 ? _("platform.health.nothingOverdue") : _("platform.health.overdue", { seconds });

/** /super-admin/system-health: this instance and its database, refreshed every 10 s. */
export function SystemHealthPage() {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const query = useSystemHealth();
  return (
    <QueryState query={query} errorFallback={_("platform.health.error")}>
      {(h) => (
        <div className="grid gap-4">
          <p className="text-sm text-zinc-600" aria-live="polite">
            {_("platform.health.checked", {
              date: formatInstant(h.checkedAt, dateStyle),
              seconds: SYSTEM_HEALTH_REFRESH_MS / 1000,
              version: h.version,
            })}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  {_("platform.health.database")}
                  <Badge tone={h.database.reachable ? "success" : "danger"}>
                    {_(h.database.reachable ? "platform.health.reachable" : "platform.health.unreachable")}
                  </Badge>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    [_("platform.health.kind"), h.database.kind],
                    [_("platform.health.version"), h.database.version ?? "—"],
                    [
                      _("platform.health.roundTrip"),
                      h.database.roundTripMs === null
                        ? "—"
                        : _("platform.health.milliseconds", { ms: h.database.roundTripMs }),
                    ],
                    [_("platform.health.migration"), h.database.migration ?? "—"],
                    [
                      _("platform.health.pool"),
                      h.database.pool
                        ? _("platform.health.pool.detail", {
                            inUse: h.database.pool.total - h.database.pool.idle,
                            idle: h.database.pool.idle,
                            max: h.database.pool.max,
                            waiting: h.database.pool.waiting,
                          })
                        : _("platform.health.pool.embedded"),
                    ],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{_("platform.health.instance")}</CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    [_("platform.health.uptime"), uptime(h.process.uptimeSeconds, _)],
                    [
                      _("platform.health.memory"),
                      _("platform.health.memory.detail", {
                        resident: mb(h.process.rssBytes, _),
                        heap: mb(h.process.heapUsedBytes, _),
                      }),
                    ],
                    [
                      _("platform.health.eventLoop"),
                      _("platform.health.eventLoop.detail", {
                        p50: h.process.eventLoopDelayP50Ms,
                        p99: h.process.eventLoopDelayP99Ms,
                      }),
                    ],
                    [
                      _("platform.health.connections"),
                      h.socketClients === null
                        ? _("platform.health.realTimeOff")
                        : _("platform.health.connections.detail", { count: h.socketClients }),
                    ],
                    ["Node.js", h.process.node],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{_("platform.health.outbox")}</CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    [_("platform.outbox.status.pending"), h.outbox.pending],
                    [_("platform.outbox.status.failed"), h.outbox.failed],
                    [_("platform.health.oldestDue"), overdue(h.outbox.oldestDueSeconds, _)],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{_("platform.health.jobs")}</CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    [
                      _("platform.health.jobs.lag"),
                      h.jobs.oldestDueSeconds === null
                        ? _("platform.health.jobs.unknown")
                        : overdue(h.jobs.oldestDueSeconds, _),
                    ],
                  ]}
                />
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </QueryState>
  );
}
