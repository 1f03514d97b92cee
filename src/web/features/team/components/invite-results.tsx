import { CircleAlert, MailCheck } from "lucide-react";
import type { BulkInvitationResult } from "#shared/schemas/members.ts";
import type { CreatedInvitation } from "#shared/schemas/team.ts";
import { CopyField } from "#web/components/ui/copy-field.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { MEMBER_ROLE_LABELS } from "./role-labels.ts";

/** Absolute invite link for a code (the server's link may be relative). */
function absoluteLink(invite: CreatedInvitation): string {
  const link = invite.link || `/auth?invite=${encodeURIComponent(invite.code)}`;
  try {
    return new URL(link, window.location.origin).toString();
  } catch {
    return link;
  }
}

/** One invitation's code and link to copy (no mail configured, or to share directly). */
function CreatedInvite({ invite, suffix }: { invite: CreatedInvitation; suffix: string }) {
  const { _ } = useCatalogue("team");
  const role = MEMBER_ROLE_LABELS[invite.role];
  return (
    <>
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">
        <MailCheck className="size-4" aria-hidden="true" />
        {_("team.invite.result.for", { email: invite.email, role: role ? _(role) : invite.role })}
      </p>
      <p className="text-xs text-emerald-900/80 dark:text-emerald-200">
        {invite.emailStatus === "sent"
          ? _("team.invite.result.sent")
          : invite.emailStatus === "not_sent"
            ? _("team.invite.result.notSent", { email: invite.email })
            : _("team.invite.result.queued")}
      </p>
      <CopyField
        id={`invite-code${suffix}`}
        label={_("team.invite.result.code")}
        value={invite.code}
        copyLabel={_("team.copy.copyCode")}
      />
      <CopyField
        id={`invite-link${suffix}`}
        label={suffix ? _("team.invite.result.linkFor", { email: invite.email }) : _("team.invite.result.link")}
        value={absoluteLink(invite)}
        copyLabel={_("team.copy.copyLink")}
      />
    </>
  );
}

/** What an invitation request gave: one result per address, each invited one with its code and link. */
export function InviteResults({ results }: { results: BulkInvitationResult["results"] }) {
  const { _ } = useCatalogue("team");
  const single = results.length === 1;
  return (
    <section
      aria-label={_("team.invite.results.label")}
      className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      {results.map((r, i) =>
        r.invitation ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an address may be listed twice; the order is the identity.
          <div key={i} className="grid gap-2">
            <CreatedInvite invite={r.invitation} suffix={single ? "" : `-${i}`} />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={i} className="flex items-start gap-2 text-sm text-red-800 dark:text-red-300">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium break-all">{r.email || _("team.invite.result.empty")}</span>: {r.message}
            </span>
          </p>
        ),
      )}
    </section>
  );
}
