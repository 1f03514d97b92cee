import { CircleAlert, MailCheck } from "lucide-react";
import type { BulkInvitationResult } from "#shared/schemas/members.ts";
import type { CreatedInvitation } from "#shared/schemas/team.ts";
import { CopyField } from "./copy-field.tsx";
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
  return (
    <>
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">
        <MailCheck className="size-4" aria-hidden="true" />
        Invitation for {invite.email} ({MEMBER_ROLE_LABELS[invite.role] ?? invite.role})
      </p>
      <p className="text-xs text-emerald-900/80 dark:text-emerald-200">
        {invite.emailStatus === "sent"
          ? "The invitation e-mail has been sent."
          : invite.emailStatus === "not_sent"
            ? `${invite.email} has had several invitations today, so we did not e-mail this one. Share the code or link below with them.`
            : "E-mail delivery is queued. Share the code or link below directly."}
      </p>
      <CopyField id={`invite-code${suffix}`} label="Invitation code" value={invite.code} copyLabel="Copy code" />
      <CopyField
        id={`invite-link${suffix}`}
        label={suffix ? `Invitation link for ${invite.email}` : "Invitation link"}
        value={absoluteLink(invite)}
        copyLabel="Copy link"
      />
    </>
  );
}

/** What an invitation request gave: one result per address, each invited one with its code and link. */
export function InviteResults({ results }: { results: BulkInvitationResult["results"] }) {
  const single = results.length === 1;
  return (
    <section
      aria-label="New invitations"
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
              <span className="font-medium break-all">{r.email || "(empty)"}</span>: {r.message}
            </span>
          </p>
        ),
      )}
    </section>
  );
}
