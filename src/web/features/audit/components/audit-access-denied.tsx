import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "#web/components/empty-state.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useTeamOverview } from "#web/lib/api/team/get-team-overview.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The most team admins the page names. */
const ADMINS_NAMED = 20;

/**
 * What /audit shows to someone who may not read the audit log (the role table, or the API's 403
 * after a role change): who can, the team admins by name to ask, and a way back. `message` is the
 * server's reason when it answered 403 with one; else the page says who may read the log.
 */
export function AuditAccessDenied({ message }: { message?: string }) {
  const { _ } = useCatalogue("audit");
  // The team entry names the team's admins, for every member.
  const admins = (useTeamOverview().data?.admins ?? []).slice(0, ADMINS_NAMED).map((admin) => admin.name);
  const reason = message || _("audit.denied.reason");
  // Two sentences, each whole: the reason, then (when there are admins) whom to ask.
  const description =
    admins.length > 0
      ? `${reason} ${_("audit.denied.ask", { count: admins.length, names: admins.join(", ") })}`
      : reason;
  return (
    <EmptyState
      icon={ShieldAlert}
      title={_("audit.denied.title")}
      description={description}
      action={
        <Button asChild variant="secondary">
          <Link to="/dashboard">{_("audit.denied.back")}</Link>
        </Button>
      }
    />
  );
}
