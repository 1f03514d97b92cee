import type { I18n } from "@lingui/core";
import { Trans } from "@lingui/react";
import { UserPlus } from "lucide-react";
import { can } from "#shared/roles.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useTeamOverview } from "#web/lib/api/team/get-team-overview.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { InviteForm } from "./invite-form.tsx";
import { PendingInvitations } from "./pending-invitations.tsx";

/** "A", "A and B", "A, B and C" (the last two joined in the reader's language). */
function listNames(names: string[], _: I18n["_"]): string {
  if (names.length <= 1) return names[0] ?? "";
  return _("team.invite.names", { first: names.slice(0, -1).join(", "), last: names.at(-1) });
}

/** For members who cannot invite: who can, by name. */
function WhoCanInvite() {
  const { _ } = useCatalogue("team");
  const overview = useTeamOverview();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("team.invite.whoCan.title")}</CardTitle>
        <CardDescription>{_("team.invite.whoCan.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={overview}
          loading={<Skeleton className="h-10" />}
          errorFallback={_("team.overview.loadFailed")}
        >
          {(team) => (
            <p className="text-sm">
              <Trans
                id="team.invite.whoCan.ask"
                values={{
                  count: team.admins.length,
                  names: listNames(
                    team.admins.map((a) => a.name),
                    _,
                  ),
                }}
                components={{ 0: <strong /> }}
              />
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
  const { _ } = useCatalogue("team");
  const user = useCurrentUser();
  const zone = user.team?.timeZone ?? "UTC";
  if (!user.teamId) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={_("team.invite.page.title")} />
        <EmptyState icon={UserPlus} title={_("team.noTeam.title")} description={_("team.noTeam.description")} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={_("team.invite.page.title")} description={user.team?.name ?? undefined} />
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
