import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useAuditLog } from "../api/get-audit-log.ts";
import { AuditEntry } from "./audit-entry.tsx";

/** The admin panel's five most recent audit events, with a link to the whole log. */
export function RecentAuditCard({ zone }: { zone: string }) {
  const { _ } = useCatalogue("audit");
  const log = useAuditLog({});
  const query = { ...log, data: log.data ? log.data.pages[0].items.slice(0, 5) : undefined };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("audit.recent.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <QueryState query={query} loading={<Skeleton className="h-24" />}>
          {(items) => (
            <ul aria-label={_("audit.recent.list")} className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {items.map((event) => (
                <AuditEntry key={event.id} event={event} zone={zone} />
              ))}
            </ul>
          )}
        </QueryState>
        <Link
          to="/admin/audit"
          className="text-sm text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          {_("audit.recent.all")}
        </Link>
      </CardContent>
    </Card>
  );
}
