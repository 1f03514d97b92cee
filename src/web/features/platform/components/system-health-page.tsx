import type { ReactNode } from "react";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { SYSTEM_HEALTH_REFRESH_MS, useSystemHealth } from "../api/get-system-health.ts";
import { formatInstant } from "../utils/format.ts";

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

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

function uptime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min ${seconds % 60} s`;
}

/** /super-admin/system-health: this instance and its database, refreshed every 10 s. */
export function SystemHealthPage() {
  const query = useSystemHealth();
  return (
    <QueryState query={query} errorFallback="System health could not be loaded">
      {(h) => (
        <div className="grid gap-4">
          <p className="text-sm text-zinc-600" aria-live="polite">
            Checked {formatInstant(h.checkedAt)} · refreshes every {SYSTEM_HEALTH_REFRESH_MS / 1000} s · version{" "}
            {h.version}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  Database
                  <Badge tone={h.database.reachable ? "success" : "danger"}>
                    {h.database.reachable ? "Reachable" : "Unreachable"}
                  </Badge>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    ["Kind", h.database.kind],
                    ["Version", h.database.version ?? "—"],
                    ["Round trip", h.database.roundTripMs === null ? "—" : `${h.database.roundTripMs} ms`],
                    ["Migration", h.database.migration ?? "—"],
                    [
                      "Pool",
                      h.database.pool
                        ? `${h.database.pool.total - h.database.pool.idle} in use, ${h.database.pool.idle} idle of ${h.database.pool.max}; ${h.database.pool.waiting} waiting`
                        : "One embedded connection",
                    ],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>This instance</CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    ["Uptime", uptime(h.process.uptimeSeconds)],
                    ["Memory", `${mb(h.process.rssBytes)} resident, ${mb(h.process.heapUsedBytes)} heap`],
                    [
                      "Event-loop delay",
                      `p50 ${h.process.eventLoopDelayP50Ms} ms, p99 ${h.process.eventLoopDelayP99Ms} ms`,
                    ],
                    [
                      "Live connections",
                      h.socketClients === null ? "Real time off" : `${h.socketClients} WebSocket clients`,
                    ],
                    ["Node.js", h.process.node],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Mail outbox</CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    ["Queued", h.outbox.pending],
                    ["Failed", h.outbox.failed],
                    [
                      "Oldest due",
                      h.outbox.oldestDueSeconds === 0 ? "Nothing overdue" : `${h.outbox.oldestDueSeconds} s overdue`,
                    ],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Job runner</CardTitle>
              </CardHeader>
              <CardContent>
                <Rows
                  rows={[
                    [
                      "Lag (oldest due reminder or no-show release)",
                      h.jobs.oldestDueSeconds === null
                        ? "Unknown (database unreachable)"
                        : h.jobs.oldestDueSeconds === 0
                          ? "Nothing overdue"
                          : `${h.jobs.oldestDueSeconds} s overdue`,
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
