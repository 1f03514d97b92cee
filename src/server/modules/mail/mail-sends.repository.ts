/**
 * SQL of mail_sends (the mail module owns it): one row per message a person makes the platform send
 * to an address (an invitation or its resend, a template's test send). The send limits count these
 * rows (docs/operations.md "Mail limits and e-mail verification"); other modules reach them through
 * these functions, always inside the transaction that sends the mail, so a refused or rolled-back
 * send counts nothing.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { type MailSendKind, mailSends } from "#db/schema/index.ts";

export interface NewMailSend {
  kind: MailSendKind;
  /** Null for platform mail to a person's own address (kind "verification"). */
  teamId: string | null;
  senderId: string;
  /** The recipient; stored lower-cased. */
  to: string;
  invitationId?: string | null;
  sentAt: Date;
}

export async function insertMailSend(tx: Executor, send: NewMailSend): Promise<void> {
  await tx.insert(mailSends).values({
    kind: send.kind,
    teamId: send.teamId,
    senderId: send.senderId,
    toAddress: send.to.toLowerCase(),
    invitationId: send.invitationId ?? null,
    sentAt: send.sentAt,
  });
}

/**
 * Serialises the sends of one team until `tx` ends, so a count and the send it allows happen as one
 * (two admins at once cannot both take the last one). Taken before lockRecipientSends.
 */
export async function lockTeamSends(tx: Executor, teamId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-sends:team:${teamId}`}, 0))`);
}

/** Serialises the sends to one address, whichever team sends them, until `tx` ends. */
export async function lockRecipientSends(tx: Executor, to: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-sends:to:${to.toLowerCase()}`}, 0))`);
}

/** Sends of `kind` by team `teamId` after `since`, and how many of them `senderId` made. */
export async function countTeamSendsSince(
  tx: Executor,
  kind: MailSendKind,
  teamId: string,
  senderId: string,
  since: Date,
): Promise<{ byTeam: number; bySender: number }> {
  const recent = and(eq(mailSends.kind, kind), eq(mailSends.teamId, teamId), gt(mailSends.sentAt, since));
  const [team] = await tx.select({ n: count() }).from(mailSends).where(recent);
  const [sender] = await tx
    .select({ n: count() })
    .from(mailSends)
    .where(and(recent, eq(mailSends.senderId, senderId)));
  return { byTeam: team.n, bySender: sender.n };
}

/** Every send of invitation `invitationId` so far (the first one and each resend). */
export async function countInvitationSends(tx: Executor, teamId: string, invitationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(mailSends)
    .where(and(eq(mailSends.teamId, teamId), eq(mailSends.invitationId, invitationId)));
  return row.n;
}

/**
 * Sends of `kind` to `to` after `since`, by every team together. Not scoped by team on purpose: a
 * per-recipient cap protects the address from all teams at once (docs/operations.md).
 */
export async function countSendsToSince(tx: Executor, kind: MailSendKind, to: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(mailSends)
    .where(and(eq(mailSends.kind, kind), eq(mailSends.toAddress, to.toLowerCase()), gt(mailSends.sentAt, since)));
  return row.n;
}
