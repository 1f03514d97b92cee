import { Trans } from "@lingui/react";
import { Clock, RefreshCw, X } from "lucide-react";
import type { ListedInvitation } from "#shared/schemas/team.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { CopyField } from "#web/components/ui/copy-field.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { useInvitations } from "#web/features/team/api/get-invitations.ts";
import { useResendInvitation } from "#web/features/team/api/resend-invitation.ts";
import { useRevokeInvitation } from "#web/features/team/api/revoke-invitation.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { MEMBER_ROLE_LABELS } from "./role-labels.ts";

function InvitationRow({ invitation, zone }: { invitation: ListedInvitation; zone: string }) {
  const { _ } = useCatalogue("team");
  const dateStyle = useDateStyle();
  const expiry = formatInZone(invitation.expiresAt, zone, "MMM d, yyyy HH:mm", dateStyle);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: "destructive" });
  const resend = useResendInvitation({
    mutationConfig: {
      onSuccess: (inv) =>
        toast({
          title: _("team.invitations.resent"),
          description:
            inv.emailStatus === "not_sent"
              ? _("team.invitations.resentNotSent", { email: inv.email })
              : _("team.invitations.resentDescription", { email: inv.email }),
          variant: "success",
        }),
      onError: failed(_("team.invitations.notResent")),
    },
  });
  const revoke = useRevokeInvitation({
    mutationConfig: {
      onSuccess: () => toast({ title: _("team.invitations.revoked", { email: invitation.email }), variant: "success" }),
      onError: failed(_("team.invitations.notRevoked")),
    },
  });
  return (
    <li className="grid gap-2 py-2.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{invitation.email}</p>
          {invitation.expired ? (
            <p className="flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
              <Clock className="size-3" aria-hidden="true" />
              {_("team.invitations.expired", { date: expiry })}
            </p>
          ) : (
            <p className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
              <Clock className="size-3" aria-hidden="true" />
              {_("team.invitations.expires", { date: expiry })}
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          <Badge>{_(MEMBER_ROLE_LABELS[invitation.role])}</Badge>
          <Button variant="ghost" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(invitation.id)}>
            <RefreshCw aria-hidden="true" />
            <Trans
              id="team.invitations.resend"
              values={{ email: invitation.email }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
          <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
            <X aria-hidden="true" />
            <Trans
              id="team.invitations.revoke"
              values={{ email: invitation.email }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
        </div>
      </div>
      {resend.data ? (
        <CopyField
          id={`resent-${invitation.id}`}
          label={_("team.invitations.newLink", { email: invitation.email })}
          value={new URL(resend.data.link, window.location.origin).toString()}
          copyLabel={_("team.copy.copyLink")}
        />
      ) : null}
    </li>
  );
}

/**
 * Pending invitations (team_admin), then those expired in the last 30 days: expiry in the team zone,
 * Resend (a new code with a new expiry) and Revoke.
 */
export function PendingInvitations({ zone }: { zone: string }) {
  const { _ } = useCatalogue("team");
  const invitations = useInvitations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_("team.invitations.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invitations}
          loading={<Skeleton className="h-16" />}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.invitations.none")}</p>}
        >
          {(list) => (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label={_("team.invitations.title")}>
              {list.map((inv) => (
                <InvitationRow key={inv.id} invitation={inv} zone={zone} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
