import { CheckCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { AdminAbuseReport } from "#shared/schemas/abuse-reports.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type AbuseReportStatus, useAbuseReports } from "../api/get-abuse-reports.ts";
import { useReviewAbuseReport } from "../api/review-abuse-report.ts";
import { formatInstant } from "../utils/format.ts";
import { FilterPills, PagedList } from "./paged-list.tsx";

const FILTERS: { value: AbuseReportStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "reviewed", label: "Reviewed" },
];

/**
 * /super-admin/abuse-reports: what recipients reported from the "Report abuse" link in the footer of
 * a team's e-mail (docs/operations.md "Mail limits and e-mail verification"), newest first, each
 * with its team (to suspend it there if need be); a report is marked reviewed once dealt with.
 */
export function AbuseReportsPage() {
  const [params, setParams] = useSearchParams();
  const status: AbuseReportStatus = params.get("status") === "reviewed" ? "reviewed" : "open";
  const query = useAbuseReports(status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-zinc-600">
          Every e-mail a team sends through the platform ends with a "Report abuse" link. Reports come here and to every
          super admin's inbox; open the team to look at it, suspend it if need be, then mark the report reviewed.
        </p>
        <FilterPills
          filters={FILTERS}
          value={status}
          onChange={(value) => setParams(value === "open" ? {} : { status: value }, { replace: true })}
        />
      </div>
      <PagedList
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.reports) }}
        label="Abuse reports"
        errorFallback="The abuse reports could not be loaded"
        empty={status === "open" ? "No open reports." : "No reviewed reports yet."}
      >
        {(report) => <AbuseReportItem key={report.id} report={report} />}
      </PagedList>
    </div>
  );
}

/** One report: the team (linked), the mail's subject and recipient, the comment; Mark reviewed while open. */
function AbuseReportItem({ report }: { report: AdminAbuseReport }) {
  const review = useReviewAbuseReport({
    mutationConfig: {
      onSuccess: () => toast({ title: "Marked reviewed", variant: "success" }),
      onError: (error) => toast({ title: "Not marked", description: errorMessage(error), variant: "destructive" }),
    },
  });
  const team = report.teamName ?? (report.teamId ? "A deleted team" : "Platform mail (no team)");
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          {report.teamId && report.teamName ? (
            <Link
              to={`/super-admin/teams/${report.teamId}`}
              className="min-w-0 break-words font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              {team}
            </Link>
          ) : (
            <span className="min-w-0 break-words font-medium text-zinc-900">{team}</span>
          )}
          {report.reviewedAt ? <Badge tone="success">Reviewed</Badge> : <Badge tone="warning">Open</Badge>}
        </p>
        <p className="break-words text-sm text-zinc-700">“{report.subject}”</p>
        <p className="truncate text-sm text-zinc-700">To {report.to}</p>
        <p className="text-xs text-zinc-600">
          Reported {formatInstant(report.createdAt)}
          {report.reviewedAt
            ? ` · reviewed ${formatInstant(report.reviewedAt)}${report.reviewedByName ? ` by ${report.reviewedByName}` : ""}`
            : ""}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-800">
          {report.comment ?? <span className="text-zinc-600">No comment.</span>}
        </p>
      </div>
      {report.reviewedAt ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={review.isPending}
          onClick={() => review.mutate(report.id)}
          aria-label={`Mark the report about ${team}'s e-mail “${report.subject}” reviewed`}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          Mark reviewed
        </Button>
      )}
    </li>
  );
}
