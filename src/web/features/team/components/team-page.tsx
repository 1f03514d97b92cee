import { can } from "#shared/roles.ts";
import { PageHeader } from "#web/components/page-header.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { InviteForm } from "./invite-form.tsx";
import { MembersTable } from "./members-table.tsx";
import { PendingInvitations } from "./pending-invitations.tsx";

/**
 * /team/manage (also /admin/users): the members table for everyone in the team; for team admins
 * also e-mails, activity, role changes, removal, the invite form and the pending invitations.
 */
export function TeamPage() {
  const { _ } = useCatalogue("team");
  const user = useCurrentUser();
  const manage = can(user.role, "member:manage");
  const zone = user.team?.timeZone ?? "UTC";

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={_("team.manage.title")} description={user.team?.name ?? user.teamName ?? undefined} />
      <Card>
        <CardHeader>
          <CardTitle>{_("team.manage.members")}</CardTitle>
        </CardHeader>
        <CardContent>
          <MembersTable manage={manage} actor={{ id: user.id, role: user.role }} zone={zone} />
        </CardContent>
      </Card>
      {manage ? (
        <div className="grid content-start items-start gap-6 lg:grid-cols-2">
          <InviteForm />
          <PendingInvitations zone={zone} />
        </div>
      ) : null}
    </div>
  );
}
