/**
 * Invitations (DESIGN.md "Invitations"): team admins invite by e-mail; the single-use code is answered
 * once and stored only as a hash; anyone may check a code before joining. Creating one records
 * "invitation.created" with the code and link as transient data, so the mail subscriber writes the
 * e-mail in the same transaction while the code never reaches the events or audit tables.
 */
import type { z } from "zod";
import type { Tx } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, forbidden } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { InvitationMailData } from "#server/modules/mail/mail.subscriber.ts";
import type { MailDelivery } from "#server/modules/mail/mailer.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { INVITE_TTL_DAYS } from "#shared/constants.ts";
import { type InvitableRole, teamRank } from "#shared/roles.ts";
import type { ValidateInviteResult } from "#shared/schemas/auth.ts";
import type { CreatedInvitation, createInvitationBodySchema, Invitation } from "#shared/schemas/team.ts";
import { DAY_MS, HOUR_MS } from "#shared/time.ts";
import * as repo from "./invitations.repository.ts";
import { generateInviteCode, hashInviteCode, INVITE_ERRORS, inviteState } from "./invite-code.ts";

type CreateInvitation = z.output<typeof createInvitationBodySchema>;
const MANAGE_MESSAGE = "Only team admins can invite members.";

/** Invitations one admin, and one team, may create per rolling hour. */
export interface InvitationRateLimit {
  perAdminPerHour: number;
  perTeamPerHour: number;
}

export function presentInvitation(row: repo.InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitableRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** 429 when the admin or the team has used up this hour's invitations. */
async function assertUnderRateLimit(
  tx: Tx,
  actor: Actor,
  teamId: string,
  limit: InvitationRateLimit,
  now: Date,
): Promise<void> {
  await repo.lockTeamInvitations(tx, teamId);
  const { byTeam, byAdmin } = await repo.countCreatedSince(tx, teamId, actor.id, new Date(now.getTime() - HOUR_MS));
  if (byAdmin >= limit.perAdminPerHour) {
    throw new AppError(
      "RATE_LIMITED",
      `You have sent ${limit.perAdminPerHour} invitations in the last hour, the most allowed. Try again later.`,
    );
  }
  if (byTeam >= limit.perTeamPerHour) {
    throw new AppError(
      "RATE_LIMITED",
      `Your team has sent ${limit.perTeamPerHour} invitations in the last hour, the most allowed. Try again later.`,
    );
  }
}

export function createInvitationsService(
  deps: ServiceDeps & { mailer: MailDelivery; appUrl: string; rateLimit: InvitationRateLimit },
) {
  const { db, mailer, record, now } = deps;

  return {
    /** Pending (unused, unexpired) invitations of the team, newest first; team admins only. */
    async list(actor: Actor): Promise<Invitation[]> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      return (await repo.listPendingInvitations(db, team.id, now())).map(presentInvitation);
    },

    /**
     * Creates a single-use invitation and its e-mail in one transaction; the mailer sends the e-mail
     * when the event commits: emailStatus "sent" when SMTP took it within 5 s, else "queued" (the
     * mailer retries).
     * Throws 403 (not an admin, or a role above the actor's), 409 EMAIL_TAKEN (already a member of this
     * team), 429 RATE_LIMITED.
     */
    async invite(actor: Actor, body: CreateInvitation): Promise<CreatedInvitation> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      if (teamRank(body.role) > teamRank(actor.role)) {
        throw forbidden("You cannot grant a role above your own.");
      }
      const email = body.email.toLowerCase();
      const code = generateInviteCode();
      const link = `${deps.appUrl}/auth?invite=${code}`;
      const at = now();
      const { invitation, seq } = await db.transaction(async (tx) => {
        await assertUnderRateLimit(tx, actor, team.id, deps.rateLimit, at);
        // Only the admin's own members are named (the admin sees them anyway). An address with an
        // account in another team is invited like any other, so the answer never tells the admin
        // who is registered elsewhere; that person learns it from the join form (ADR 0010).
        const existing = await userRepo.findUserIdByEmail(tx, email);
        if (existing && (await userRepo.findMember(tx, team.id, existing))) {
          throw new AppError("EMAIL_TAKEN", `${email} is already a member of your team.`);
        }
        const row = await repo.insertInvitation(tx, {
          teamId: team.id,
          email,
          role: body.role,
          codeHash: hashInviteCode(code),
          expiresAt: new Date(at.getTime() + INVITE_TTL_DAYS * DAY_MS),
          createdBy: actor.id,
          createdAt: at,
        });
        const seq = await record(
          tx,
          {
            teamId: team.id,
            actorId: actor.id,
            action: "invitation.created",
            targetType: "invitation",
            targetId: row.id,
            after: { email, role: body.role, expiresAt: row.expiresAt },
            ip: actor.ip,
          },
          // Transient: the mail subscriber's only; the code must never be stored with the event.
          { code, link, teamName: team.name, inviterName: actor.name } satisfies InvitationMailData,
        );
        return { invitation: row, seq };
      });
      // The mail subscriber wrote the e-mail with the change; the mailer sends it as the event commits.
      const emailStatus = await mailer.deliveryOf(seq);
      return { ...presentInvitation(invitation), code, link, emailStatus };
    },

    /** Whether `code` can be used now, and for which e-mail, team and role. Never throws for a bad code. */
    async validate(code: string): Promise<ValidateInviteResult> {
      const invitation = await repo.findInvitationByHash(db, hashInviteCode(code));
      const state = inviteState(invitation, now());
      const team = invitation && state === "valid" ? await teamRepo.findTeam(db, invitation.teamId) : null;
      if (!invitation || !team) return { valid: false, error: INVITE_ERRORS[state === "valid" ? "unknown" : state] };
      return { valid: true, invite: { email: invitation.email, teamName: team.name, role: invitation.role } };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
