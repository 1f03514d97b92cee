import { Activity } from "lucide-react";
import { formatInZone } from "#shared/time.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useTeamActivity } from "#web/features/dashboard/api/get-team-activity.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";

const LOADING = (
  <div className="grid gap-2" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <div key={i} className="h-10 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-800" />
    ))}
  </div>
);

/**
 * The team-activity widget: the last five changes in the team, newest first, with when they
 * happened in the team's zone. The real-time channel refreshes it as changes arrive.
 */
export function TeamActivityCard() {
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const activity = useTeamActivity();
  const { _ } = useCatalogue("dashboard");
  const dateStyle = useDateStyle();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("dashboard.activity.title")}</CardTitle>
        <CardDescription>{_("dashboard.activity.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={activity}
          loading={LOADING}
          errorFallback={_("dashboard.activity.error")}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">{_("dashboard.activity.empty")}</p>}
        >
          {(list) => (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label={_("dashboard.activity.list")}>
              {list.map((item) => (
                <li key={`${item.timestamp} ${item.description}`} className="flex items-start gap-3 py-2.5">
                  <Activity className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="text-sm">{item.description}</p>
                    <p className="text-xs text-zinc-600 dark:text-zinc-400">
                      <time dateTime={item.timestamp}>
                        {formatInZone(item.timestamp, timeZone, "EEE, MMM d · HH:mm", dateStyle)}
                      </time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
