import { Download, ScrollText } from "lucide-react";
import { useState } from "react";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useMembers } from "#web/lib/api/team/get-members.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { type AuditFilter, auditCsvUrl, useAuditLog } from "../api/get-audit-log.ts";
import { AuditEntry } from "./audit-entry.tsx";
import { AuditFilters } from "./audit-filters.tsx";

/** /audit and /admin/audit: the team's append-only events, newest first, filtered, read-only (team admins). */
export function AuditPage() {
  const user = useCurrentUser();
  const allowed = can(user.role, "team:analytics");
  const zone = user.team?.timeZone ?? "UTC";
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter);
  const members = useMembers({ queryConfig: { enabled: allowed } });

  if (!allowed) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title="Audit Log" description="The audit log is for team admins." />
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
        title="Audit Log"
        description={`Every change in ${user.team?.name ?? "your team"}, newest first. Times in ${zone}. Read-only.`}
        actions={
          <Button asChild variant="secondary">
            <a href={auditCsvUrl(filter)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <AuditFilters filter={filter} onChange={setFilter} members={members.data ?? []} />
      <Card>
        <CardContent className="pt-2">
          <QueryState
            query={query}
            isEmpty={(items) => items.length === 0}
            empty={<EmptyState icon={ScrollText} title="No events match these filters" />}
          >
            {(items) => (
              <>
                <ul aria-label="Audit events" className="divide-y divide-zinc-100 dark:divide-zinc-800">
                  {items.map((event) => (
                    <AuditEntry key={event.id} event={event} zone={zone} />
                  ))}
                </ul>
                {log.hasNextPage ? (
                  <div className="flex justify-center pt-3">
                    <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
                      {log.isFetchingNextPage ? "Loading..." : "Load older events"}
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
