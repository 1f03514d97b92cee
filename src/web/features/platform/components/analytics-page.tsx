import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useAnalytics } from "../api/get-analytics.ts";
import { analyticsCsv } from "../utils/analytics-csv.ts";
import { DailyChart } from "./daily-chart.tsx";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

/** /super-admin/analytics: platform figures per UTC day, with a table and CSV export. */
export function AnalyticsPage() {
  const { _ } = useCatalogue("platform");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const query = useAnalytics(from, to);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-from">{_("platform.analytics.from")}</Label>
          <Input id="analytics-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-to">{_("platform.analytics.to")}</Label>
          <Input id="analytics-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        {query.data ? (
          <Button
            variant="secondary"
            onClick={() =>
              query.data && download(`platform-${query.data.from}-${query.data.to}.csv`, analyticsCsv(query.data))
            }
          >
            <Download aria-hidden="true" /> {_("platform.analytics.export")}
          </Button>
        ) : null}
      </div>
      <QueryState query={query} errorFallback={_("platform.analytics.error")}>
        {(a) => (
          <div className="grid gap-4">
            <Card>
              <CardContent inset="all" className="grid gap-6 lg:grid-cols-3">
                <DailyChart days={a.days} pick={(d) => d.signups} label={_("platform.analytics.newTeams")} />
                <DailyChart days={a.days} pick={(d) => d.activeTeams} label={_("platform.analytics.activeTeams")} />
                <DailyChart days={a.days} pick={(d) => d.bookings} label={_("platform.analytics.bookings")} />
              </CardContent>
            </Card>
            <div className="grid gap-4 lg:grid-cols-3">
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.analytics.conversion")}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-zinc-700">
                  <p className="text-2xl font-semibold text-zinc-900">
                    {a.trialConversion.rate === null ? "—" : `${Math.round(a.trialConversion.rate * 100)} %`}
                  </p>
                  {_("platform.analytics.conversion.detail", {
                    activated: a.trialConversion.activated,
                    ended: a.trialConversion.ended,
                  })}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.analytics.bySize")}</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                    {a.teamsBySize.map((s) => (
                      <div key={s.size} className="contents">
                        <dt className="text-zinc-600">
                          {s.size === "1"
                            ? _("platform.analytics.bySize.one")
                            : _("platform.analytics.bySize.range", { size: s.size })}
                        </dt>
                        <dd className="text-zinc-900 tabular-nums">{s.teams}</dd>
                      </div>
                    ))}
                  </dl>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{_("platform.analytics.topTeams")}</CardTitle>
                </CardHeader>
                <CardContent>
                  {a.topTeams.length === 0 ? (
                    <p className="text-sm text-zinc-600">{_("platform.analytics.topTeams.empty")}</p>
                  ) : (
                    <ol className="grid gap-1 text-sm">
                      {a.topTeams.map((team) => (
                        <li key={team.id} className="flex justify-between gap-3">
                          <span className="truncate text-zinc-900">{team.name}</span>
                          <span className="text-zinc-600 tabular-nums">{team.bookings}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                </CardContent>
              </Card>
            </div>
            <Card>
              <CardHeader>
                <CardTitle>{_("platform.analytics.perDay")}</CardTitle>
              </CardHeader>
              {/* Scrolls on its own: focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
              <CardContent
                inset="none"
                className="max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
                tabIndex={0}
                role="region"
                aria-label={_("platform.analytics.perDay")}
              >
                <table className="w-full text-sm">
                  <caption className="sr-only">{_("platform.analytics.table.caption")}</caption>
                  <thead className="sticky top-0 bg-white text-left text-zinc-600">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-medium">
                        {_("platform.analytics.table.day")}
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-medium">
                        {_("platform.analytics.newTeams")}
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-medium">
                        {_("platform.analytics.activeTeams")}
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-medium">
                        {_("platform.analytics.bookings")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-zinc-100 tabular-nums">
                    {a.days.map((d) => (
                      <tr key={d.date}>
                        <th scope="row" className="px-4 py-1.5 text-left font-normal text-zinc-900">
                          {d.date}
                        </th>
                        <td className="px-4 py-1.5 text-right">{d.signups}</td>
                        <td className="px-4 py-1.5 text-right">{d.activeTeams}</td>
                        <td className="px-4 py-1.5 text-right">{d.bookings}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}
