import { ScrollText } from "lucide-react";
import { useState } from "react";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { type AuditFilter, useAuditLog } from "../api/get-audit-log.ts";
import { AuditAccessDenied } from "./audit-access-denied.tsx";
import { AuditCsvExport } from "./audit-csv-export.tsx";
import { AuditEntry } from "./audit-entry.tsx";
import { AuditFilters } from "./audit-filters.tsx";

/** /audit and /admin/audit: the team's append-only events, newest first, filtered, read-only (team admins). */
export function AuditPage() {
  const { _ } = useCatalogue("audit");
  const user = useCurrentUser();
  const allowed = can(user.role, "team:analytics");
  const zone = user.team?.timeZone ?? "UTC";
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter, { enabled: allowed });
  // The role table says no, or the server did (e.g. the role changed since this page loaded).
  const denied = log.error instanceof ApiError && log.error.status === 403 ? log.error : null;

  if (!allowed || denied) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <PageHeader title={_("audit.page.title")} description={_("audit.page.summary")} />
        <AuditAccessDenied message={denied?.serverMessage || undefined} />
      </div>
    );
  }
  const query = {
    ...log,
    data: log.data ? log.data.pages.flatMap((p) => p.items) : undefined,
  };
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title={_("audit.page.title")}
        description={
          user.team?.name
            ? _("audit.page.description", { team: user.team.name, zone })
            : _("audit.page.descriptionYourTeam", { zone })
        }
        actions={<AuditCsvExport key={JSON.stringify(filter)} filter={filter} />}
      />
      <AuditFilters filter={filter} onChange={setFilter} />
      <Card>
        <CardContent className="mt-2">
          <QueryState
            query={query}
            isEmpty={(items) => items.length === 0}
            empty={<EmptyState icon={ScrollText} title={_("audit.page.empty")} />}
          >
            {(items) => (
              <>
                <ul aria-label={_("audit.page.list")} className="divide-y divide-zinc-100 dark:divide-zinc-800">
                  {items.map((event) => (
                    <AuditEntry key={event.id} event={event} zone={zone} />
                  ))}
                </ul>
                {log.hasNextPage ? (
                  <div className="flex justify-center pt-3">
                    <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
                      {_(log.isFetchingNextPage ? "audit.page.loading" : "audit.page.loadOlder")}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
