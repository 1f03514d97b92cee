import { UserPlus } from "lucide-react";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useTeamOverview } from "#web/features/team/api/get-team-overview.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { InviteForm } from "./invite-form.tsx";
import { PendingInvitations } from "./pending-invitations.tsx";

/** "A", "A and B", "A, B and C". */
function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** For members who cannot invite: who can, by name. */
function WhoCanInvite() {
  const overview = useTeamOverview();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations come from team admins</CardTitle>
        <CardDescription>
          Only team admins can invite people to the team, choose their role and send the invitation code.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={overview} loading={<Skeleton className="h-10" />} errorFallback="Failed to load the team">
          {(team) => (
            <p className="text-sm">
              To bring someone in, ask{" "}
              {team.admins.length === 1 ? "your team admin" : `one of your ${team.admins.length} team admins`}:{" "}
              <strong>{listNames(team.admins.map((a) => a.name))}</strong>.
            </p>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/**
 * /invite: the team invitation page in the signed-in layout (docs/product.md "Invitations"). Team
 * admins get the invite form (one or many addresses, a role, the code and link to copy) and the
 * pending invitations; everyone else learns who can invite.
 */
export function InvitePage() {
  const user = useCurrentUser();
  const zone = user.team?.timeZone ?? "UTC";
  if (!user.teamId) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title="Invite" />
        <EmptyState icon={UserPlus} title="No team" description="You are not a member of a team." />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title="Invite" description={user.team?.name ?? undefined} />
      {can(user.role, "member:manage") ? (
        <div className="grid content-start gap-6 lg:grid-cols-2">
          <InviteForm />
          <PendingInvitations zone={zone} />
        </div>
      ) : (
        <WhoCanInvite />
      )}
    </div>
  );
}
