import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "#web/components/empty-state.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useMembers } from "#web/lib/api/team/get-members.ts";

/** Who may read the audit log, said when the server answers 403 without a message of its own. */
export const AUDIT_ACCESS_MESSAGE = "Only team admins can see the audit log.";

/**
 * What /audit shows to someone who may not read the audit log (the role table, or the API's 403
 * after a role change): who can, the team admins by name to ask, and a way back. `message` is the
 * server's reason when it answered 403.
 */
export function AuditAccessDenied({ message = AUDIT_ACCESS_MESSAGE }: { message?: string }) {
  const members = useMembers();
  const admins = (members.data ?? []).filter((m) => m.role === "team_admin").map((m) => m.name);
  const ask =
    admins.length > 0
      ? ` Ask ${admins.length === 1 ? "your team admin" : "a team admin"} (${admins.join(", ")}) if you need an event looked up.`
      : "";
  return (
    <EmptyState
      icon={ShieldAlert}
      title="You don't have access to the audit log"
      description={`${message}${ask}`}
      action={
        <Button asChild variant="secondary">
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      }
    />
  );
}
