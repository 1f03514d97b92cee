/**
 * Invitations (docs/product.md "Invitations"): team admins invite by e-mail; the single-use code is answered
 * once and stored only as a hash; anyone may check a code before joining. Creating one records
 * "invitation.created" with the code and link as transient data, so the mail subscriber writes the
 * e-mail in the same transaction while the code never reaches the events or audit tables.
 *
 * Every invitation e-mail, new or resent, is a row of the mail module's mail_sends, written in the
 * same transaction, and the limits count those rows (docs/operations.md "Mail limits and e-mail
 * verification"): per admin and per team per hour, resends per invitation, and invitation e-mails per
 * recipient per day across every team. Past the recipient's cap the invitation is still made (or its
 * code renewed) but not mailed, so a throwaway team cannot stop a real one inviting that person. When
 * mail leaves the machine, only a confirmed address may invite (mail/sender-verification.ts).
 */
import type { z } from "zod";
import type { Tx } from "#db/client.ts";
import type { MailLimits } from "#server/config.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { InvitationMailData } from "#server/modules/mail/mail.subscriber.ts";
import * as mailSends from "#server/modules/mail/mail-sends.repository.ts";
import type { MailDelivery } from "#server/modules/mail/mailer.ts";
import { assertMayMailOthers } from "#server/modules/mail/sender-verification.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { INVITE_TTL_DAYS } from "#shared/constants.ts";
import type { ErrorText } from "#shared/error-text.ts";
import { type InvitableRole, teamRank } from "#shared/roles.ts";
import { emailSchema, type ValidateInviteResult } from "#shared/schemas/auth.ts";
import type { BulkInvitationResult, bulkInvitationBodySchema } from "#shared/schemas/members.ts";
import {
  type CreatedInvitation,
  type createInvitationBodySchema,
  EXPIRED_INVITATIONS_SHOWN_DAYS,
  type Invitation,
  type ListedInvitation,
} from "#shared/schemas/team.ts";
import { DAY_MS, HOUR_MS } from "#shared/time.ts";
import * as repo from "./invitations.repository.ts";
import { generateInviteCode, hashInviteCode, INVITE_ERRORS, inviteInvalid, inviteState } from "./invite-code.ts";

type CreateInvitation = z.output<typeof createInvitationBodySchema>;
type BulkInvitation = z.output<typeof bulkInvitationBodySchema>;
const MANAGE_MESSAGE = "Only team admins can invite members.";
const MANAGE_TEXT: ErrorText = { id: "errors.invitation.adminsOnly" };

/** Invitation e-mails (new and resent) one admin, and one team, may send per rolling hour. */
export interface InvitationRateLimit {
  perAdminPerHour: number;
  perTeamPerHour: number;
}

/** The other caps on invitation e-mails (AppConfig.mailLimits). */
export type InvitationSendCaps = Pick<MailLimits, "resendsPerInvitation" | "invitationsPerRecipientPerDay">;

export function presentInvitation(row: repo.InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitableRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * 429 when the admin or the team has used up this hour's invitation e-mails (new and resent alike).
 * Takes the team's send lock first, held until `tx` ends, so the count and the send are one step.
 */
async function assertUnderRateLimit(
  tx: Tx,
  actor: Actor,
  teamId: string,
  limit: InvitationRateLimit,
  now: Date,
): Promise<void> {
  await mailSends.lockTeamSends(tx, teamId);
  const since = new Date(now.getTime() - HOUR_MS);
  const { byTeam, bySender } = await mailSends.countTeamSendsSince(tx, "invitation", teamId, actor.id, since);
  if (bySender >= limit.perAdminPerHour) {
    throw new AppError(
      "RATE_LIMITED",
      `You have sent ${limit.perAdminPerHour} invitations in the last hour, the most allowed. Try again later.`,
      { id: "errors.invitation.senderLimit", values: { count: limit.perAdminPerHour } },
    );
  }
  if (byTeam >= limit.perTeamPerHour) {
    throw new AppError(
      "RATE_LIMITED",
      `Your team has sent ${limit.perTeamPerHour} invitations in the last hour, the most allowed. Try again later.`,
      { id: "errors.invitation.teamLimit", values: { count: limit.perTeamPerHour } },
    );
  }
}

/**
 * Whether `email` may be mailed another invitation: false once it had its invitation e-mails for the
 * last 24 hours, from every team together (docs/operations.md). Takes the recipient's send lock,
 * held until `tx` ends, so the count and the send are one step.
 */
async function recipientUnderCap(tx: Tx, email: string, caps: InvitationSendCaps, now: Date): Promise<boolean> {
  await mailSends.lockRecipientSends(tx, email);
  const sent = await mailSends.countSendsToSince(tx, "invitation", email, new Date(now.getTime() - DAY_MS));
  return sent < caps.invitationsPerRecipientPerDay;
}

/** 429 when invitation `invitationId` was already sent again as often as allowed. */
async function assertResendsLeft(
  tx: Tx,
  teamId: string,
  invitationId: string,
  caps: InvitationSendCaps,
): Promise<void> {
  const sends = await mailSends.countInvitationSends(tx, teamId, invitationId);
  // The first send is one of the rows: an invitation may go out 1 + resendsPerInvitation times.
  if (sends > caps.resendsPerInvitation) {
    const times = caps.resendsPerInvitation === 1 ? "once" : `${caps.resendsPerInvitation} times`;
    const what =
      caps.resendsPerInvitation === 0
        ? "Invitations are not sent again on this server."
        : `This invitation has already been sent again ${times}, the most allowed for one invitation.`;
    throw new AppError(
      "RATE_LIMITED",
      `${what} Ask the person to check their spam folder, or share the link with them another way.`,
      caps.resendsPerInvitation === 0
        ? { id: "errors.invitation.resendsOff" }
        : { id: "errors.invitation.resendsUsed", values: { count: caps.resendsPerInvitation } },
    );
  }
}

export function createInvitationsService(
  deps: ServiceDeps & {
    mailer: MailDelivery;
    appUrl: string;
    rateLimit: InvitationRateLimit;
    caps: InvitationSendCaps;
    /** Whether senders must have confirmed their address (mail leaves the machine: SMTP_URL set). */
    verificationRequired: boolean;
  },
) {
  const { db, mailer, record, now } = deps;

  const service = {
    /**
     * GET /api/team/invitations (team_admin): unused invitations, pending first, then those expired
     * in the last EXPIRED_INVITATIONS_SHOWN_DAYS days, marked `expired` (Resend gives them a new code).
     */
    async list(actor: Actor): Promise<ListedInvitation[]> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      const at = now();
      const since = new Date(at.getTime() - EXPIRED_INVITATIONS_SHOWN_DAYS * DAY_MS);
      return (await repo.listOpenInvitations(db, team.id, at, since)).map((row) => ({
        ...presentInvitation(row),
        expired: row.expiresAt.getTime() <= at.getTime(),
      }));
    },

    /**
     * Creates a single-use invitation and its e-mail in one transaction; the mailer sends the e-mail
     * when the event commits: emailStatus "sent" when SMTP took it within 5 s, else "queued" (the
     * mailer retries), or "not_sent" when the address had its invitation e-mails for the day (the
     * admin shares the code or link instead).
     * Throws 403 (not an admin, or a role above the actor's), 403 EMAIL_NOT_VERIFIED (the admin's
     * own address is not confirmed while mail leaves the machine), 409 EMAIL_TAKEN (already a member
     * of this team), 429 RATE_LIMITED (the admin's or the team's hourly limit).
     */
    async invite(actor: Actor, body: CreateInvitation): Promise<CreatedInvitation> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      if (teamRank(body.role) > teamRank(actor.role)) {
        throw forbidden("You cannot grant a role above your own.", { id: "errors.team.roleAboveOwn" });
      }
      assertMayMailOthers(actor, deps.verificationRequired);
      const email = body.email.toLowerCase();
      const code = generateInviteCode();
      const link = `${deps.appUrl}/auth?invite=${code}`;
      const at = now();
      const { invitation, seq, mail } = await db.transaction(async (tx) => {
        await assertUnderRateLimit(tx, actor, team.id, deps.rateLimit, at);
        // Only the admin's own members are named (the admin sees them anyway). An address with an
        // account in another team is invited like any other, so the answer never tells the admin
        // who is registered elsewhere; that person learns it from the join form (ADR 0010).
        const existing = await userRepo.findUserIdByEmail(tx, email);
        if (existing && (await userRepo.findMember(tx, team.id, existing))) {
          throw new AppError("EMAIL_TAKEN", `${email} is already a member of your team.`, {
            id: "errors.invitation.alreadyMember",
            values: { email },
          });
        }
        const mail = await recipientUnderCap(tx, email, deps.caps, at);
        const row = await repo.insertInvitation(tx, {
          teamId: team.id,
          email,
          role: body.role,
          codeHash: hashInviteCode(code),
          expiresAt: new Date(at.getTime() + INVITE_TTL_DAYS * DAY_MS),
          createdBy: actor.id,
          createdAt: at,
        });
        if (mail) {
          await mailSends.insertMailSend(tx, {
            kind: "invitation",
            teamId: team.id,
            senderId: actor.id,
            to: email,
            invitationId: row.id,
            sentAt: at,
          });
        }
        const seq = await record(
          tx,
          {
            teamId: team.id,
            actorId: actor.id,
            action: "invitation.created",
            targetType: "invitation",
            targetId: row.id,
            after: { email, role: body.role, expiresAt: row.expiresAt, mailed: mail },
            ip: actor.ip,
          },
          // Transient: the mail subscriber's only; the code must never be stored with the event.
          { code, link, teamName: team.name, inviterName: actor.name, mail } satisfies InvitationMailData,
        );
        return { invitation: row, seq, mail };
      });
      // The mail subscriber wrote the e-mail with the change; the mailer sends it as the event commits.
      const emailStatus = mail ? await mailer.deliveryOf(seq) : "not_sent";
      return { ...presentInvitation(invitation), code, link, emailStatus };
    },

    /**
     * POST /api/team/invitations with `emails`: invites each address on its own (its own transaction,
     * rate limit and checks), so one bad address never stops the others; one result per address, in
     * the order given. A malformed address or a repeat of an earlier one in the list is not invited.
     * Throws only what applies to the whole request: 403 (not an admin, or a role above the actor's)
     * and 403 EMAIL_NOT_VERIFIED.
     */
    async inviteMany(actor: Actor, body: BulkInvitation): Promise<BulkInvitationResult> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      requireTeam(actor);
      if (teamRank(body.role) > teamRank(actor.role)) {
        throw forbidden("You cannot grant a role above your own.", { id: "errors.team.roleAboveOwn" });
      }
      assertMayMailOthers(actor, deps.verificationRequired);
      const seen = new Set<string>();
      const results: BulkInvitationResult["results"] = [];
      for (const raw of body.emails) {
        const parsed = emailSchema.safeParse(raw.trim());
        const email = parsed.success ? parsed.data.toLowerCase() : raw.trim();
        if (!parsed.success) {
          results.push({ email, ok: false, invitation: null, message: parsed.error.issues[0].message });
        } else if (seen.has(email)) {
          results.push({ email, ok: false, invitation: null, message: "Listed more than once; invited once." });
        } else {
          seen.add(email);
          try {
            const invitation = await service.invite(actor, { email, role: body.role });
            results.push({ email, ok: true, invitation, message: null });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            results.push({ email, ok: false, invitation: null, message: error.message });
          }
        }
      }
      return { results };
    },

    /**
     * POST /api/team/invitations/{id}/resend: a new code and a fresh expiry for an unused invitation,
     * pending or expired (the old code stops working), and the e-mail again. 404 for no such
     * invitation in the team, 422 INVITE_INVALID when it was already used, 403 EMAIL_NOT_VERIFIED, 429
     * RATE_LIMITED (the hourly limits, which resends count against like new invitations; the resends
     * allowed per invitation). Past the recipient's daily cap the code is renewed but not mailed
     * (emailStatus "not_sent"). Records "invitation.resent" (before.expired says whether the old
     * code had expired).
     */
    async resend(actor: Actor, invitationId: string): Promise<CreatedInvitation> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      assertMayMailOthers(actor, deps.verificationRequired);
      const code = generateInviteCode();
      const link = `${deps.appUrl}/auth?invite=${code}`;
      const at = now();
      const { invitation, seq, mail } = await db.transaction(async (tx) => {
        // The team's send lock before the row's, as invite takes it (one order, no deadlock).
        await assertUnderRateLimit(tx, actor, team.id, deps.rateLimit, at);
        const current = await repo.lockInvitation(tx, team.id, invitationId);
        if (!current) throw notFound("Invitation");
        if (current.usedAt) throw inviteInvalid("used");
        await assertResendsLeft(tx, team.id, invitationId, deps.caps);
        const mail = await recipientUnderCap(tx, current.email, deps.caps, at);
        const expiresAt = new Date(at.getTime() + INVITE_TTL_DAYS * DAY_MS);
        const row = await repo.replaceInvitationCode(tx, team.id, invitationId, hashInviteCode(code), expiresAt);
        if (mail) {
          await mailSends.insertMailSend(tx, {
            kind: "invitation",
            teamId: team.id,
            senderId: actor.id,
            to: row.email,
            invitationId: row.id,
            sentAt: at,
          });
        }
        const seq = await record(
          tx,
          {
            teamId: team.id,
            actorId: actor.id,
            action: "invitation.resent",
            targetType: "invitation",
            targetId: row.id,
            // `expired` says whether the old code still worked when it was replaced.
            before: {
              email: current.email,
              role: current.role,
              expiresAt: current.expiresAt,
              expired: current.expiresAt.getTime() <= at.getTime(),
            },
            after: { email: row.email, role: row.role, expiresAt: row.expiresAt, expired: false, mailed: mail },
            ip: actor.ip,
          },
          { code, link, teamName: team.name, inviterName: actor.name, mail } satisfies InvitationMailData,
        );
        return { invitation: row, seq, mail };
      });
      const emailStatus = mail ? await mailer.deliveryOf(seq) : "not_sent";
      return { ...presentInvitation(invitation), code, link, emailStatus };
    },

    /**
     * DELETE /api/team/invitations/{id}: revokes an unused invitation; its code then answers
     * "Invalid invitation code". 404 for no such invitation in the team, 422 INVITE_INVALID when used.
     * Records "invitation.revoked".
     */
    async revoke(actor: Actor, invitationId: string): Promise<void> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, MANAGE_TEXT);
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        const current = await repo.lockInvitation(tx, team.id, invitationId);
        if (!current) throw notFound("Invitation");
        if (current.usedAt) throw inviteInvalid("used");
        await repo.deleteInvitation(tx, team.id, invitationId);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "invitation.revoked",
          targetType: "invitation",
          targetId: invitationId,
          before: presentInvitation(current),
          after: null,
          ip: actor.ip,
        });
      });
    },

    /**
     * Whether `code` can be used now, and for which e-mail, team and role, with the team's default
     * language (an invitee sees it until they choose one). Never throws for a bad code.
     */
    async validate(code: string): Promise<ValidateInviteResult> {
      const invitation = await repo.findInvitationByHash(db, hashInviteCode(code));
      const state = inviteState(invitation, now());
      const team = invitation && state === "valid" ? await teamRepo.findTeam(db, invitation.teamId) : null;
      if (!invitation || !team) return { valid: false, error: INVITE_ERRORS[state === "valid" ? "unknown" : state] };
      const { email, role } = invitation;
      return { valid: true, invite: { email, teamName: team.name, role, language: team.language } };
    },
  };
  return service;
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
