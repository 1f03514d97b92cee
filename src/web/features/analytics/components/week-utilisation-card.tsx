import { Link } from "react-router";
import { todayInZone } from "#shared/time.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useAnalytics } from "../api/get-analytics.ts";
import { percent } from "../utils/format.ts";
import { lastDays } from "../utils/range.ts";

/** The admin panel's "this week" figure: utilisation per office over the last 7 days (team zone). */
export function WeekUtilisationCard({ zone }: { zone: string }) {
  const { _, i18n } = useCatalogue("analytics");
  const analytics = useAnalytics(lastDays(todayInZone(zone), 7));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("analytics.week.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState query={analytics} loading={<Skeleton className="h-24" />}>
          {(data) =>
            data.utilisation.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("analytics.week.empty")}</p>
            ) : (
              <ul className="grid gap-2" aria-label={_("analytics.week.list")}>
                {data.utilisation.slice(0, 6).map((o) => (
                  <li key={o.officeId} className="grid gap-1">
                    <div className="flex justify-between gap-2 text-sm">
                      <span className="truncate">{o.officeName}</span>
                      <span className="tabular-nums">{percent(o.utilisation, i18n.locale)}</span>
                    </div>
                    <div className="h-1.5 rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden="true">
                      <div
                        className="h-1.5 rounded-full bg-indigo-600"
                        style={{ width: `${Math.min(100, o.utilisation * 100)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <Link
          to="/admin/analytics"
          className="text-sm text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          {_("analytics.week.all")}
        </Link>
      </CardContent>
    </Card>
  );
}
