import { CheckCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { AdminAbuseReport } from "#shared/schemas/abuse-reports.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type AbuseReportStatus, useAbuseReports } from "../api/get-abuse-reports.ts";
import { useReviewAbuseReport } from "../api/review-abuse-report.ts";
import { formatInstant } from "../utils/format.ts";
import { FilterPills, PagedList } from "./paged-list.tsx";

/** The filters, their labels as message ids. */
const FILTERS: { value: AbuseReportStatus; label: string }[] = [
  { value: "open", label: "platform.abuse.open" },
  { value: "reviewed", label: "platform.abuse.reviewed" },
];

/**
 * /super-admin/abuse-reports: what recipients reported from the "Report abuse" link in the footer of
 * a team's e-mail (docs/operations.md "Mail limits and e-mail verification"), newest first, each
 * with its team (to suspend it there if need be); a report is marked reviewed once dealt with.
 */
export function AbuseReportsPage() {
  const { _ } = useCatalogue("platform");
  const [params, setParams] = useSearchParams();
  const status: AbuseReportStatus = params.get("status") === "reviewed" ? "reviewed" : "open";
  const query = useAbuseReports(status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-zinc-600">{_("platform.abuse.description")}</p>
        <FilterPills
          filters={FILTERS.map((filter) => ({ ...filter, label: _(filter.label) }))}
          value={status}
          onChange={(value) => setParams(value === "open" ? {} : { status: value }, { replace: true })}
        />
      </div>
      <PagedList
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.reports) }}
        label={_("platform.abuse.list")}
        errorFallback={_("platform.abuse.error")}
        empty={_(status === "open" ? "platform.abuse.empty.open" : "platform.abuse.empty.reviewed")}
      >
        {(report) => <AbuseReportItem key={report.id} report={report} />}
      </PagedList>
    </div>
  );
}

/** One report: the team (linked), the mail's subject and recipient, the comment; Mark reviewed while open. */
function AbuseReportItem({ report }: { report: AdminAbuseReport }) {
  const { _ } = useCatalogue("platform");
  const dateStyle = useDateStyle();
  const review = useReviewAbuseReport({
    mutationConfig: {
      onSuccess: () => toast({ title: _("platform.abuse.marked"), variant: "success" }),
      onError: (error) =>
        toast({ title: _("platform.abuse.notMarked"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const team = report.teamName ?? _(report.teamId ? "platform.abuse.deletedTeam" : "platform.abuse.platformMail");
  const reported = formatInstant(report.createdAt, dateStyle);
  const reviewed = formatInstant(report.reviewedAt, dateStyle);
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
          {report.reviewedAt ? (
            <Badge tone="success">{_("platform.abuse.reviewed")}</Badge>
          ) : (
            <Badge tone="warning">{_("platform.abuse.open")}</Badge>
          )}
        </p>
        <p className="break-words text-sm text-zinc-700">{_("platform.abuse.subject", { subject: report.subject })}</p>
        <p className="truncate text-sm text-zinc-700">{_("platform.mail.to", { to: report.to })}</p>
        <p className="text-xs text-zinc-600">
          {!report.reviewedAt
            ? _("platform.abuse.reported", { reported })
            : report.reviewedByName
              ? _("platform.abuse.reportedReviewedBy", { reported, reviewed, reviewer: report.reviewedByName })
              : _("platform.abuse.reportedReviewed", { reported, reviewed })}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-800">
          {report.comment ?? <span className="text-zinc-600">{_("platform.abuse.noComment")}</span>}
        </p>
      </div>
      {report.reviewedAt ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={review.isPending}
          onClick={() => review.mutate(report.id)}
          aria-label={_("platform.abuse.markReviewed.label", { team, subject: report.subject })}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {_("platform.abuse.markReviewed")}
        </Button>
      )}
    </li>
  );
}
