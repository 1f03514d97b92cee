/** Team members and invitations (DESIGN.md "Invitations" and role table). */
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { INVITE_TTL_DAYS } from "../../../shared/constants.ts";
import { type InvitableRole, type Role, teamRank } from "../../../shared/roles.ts";
import type {
  CreatedInvitation,
  createInvitationBodySchema,
  Invitation,
  Member,
} from "../../../shared/schemas/team.ts";
import { type Actor, assertCan, requireTeam } from "../../lib/actor.ts";
import { AppError, forbidden } from "../../lib/app-error.ts";
import { writeAudit } from "../../lib/audit.ts";
import * as authRepo from "../auth/auth.repository.ts";
import { generateInviteCode, hashInviteCode } from "../auth/invite-code.ts";
import { enqueueEmail, type Mailer } from "../mail/outbox.ts";
import * as repo from "./team.repository.ts";

type CreateInvitation = z.output<typeof createInvitationBodySchema>;
const DAY_MS = 24 * 60 * 60 * 1000;
const MANAGE_MESSAGE = "Only team admins can invite members.";

function presentInvitation(row: Awaited<ReturnType<typeof repo.insertInvitation>>): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitableRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function inviteEmail(productName: string, teamName: string, inviter: string, code: string, link: string) {
  const text = [
    `${inviter} invited you to join ${teamName} on ${productName}.`,
    "",
    `Join here: ${link}`,
    `Or enter the invitation code ${code} on the Join Existing Team form.`,
    "",
    `The invitation expires in ${INVITE_TTL_DAYS} days and can be used once.`,
  ].join("\n");
  return { subject: `You're invited to join ${teamName} on ${productName}`, text };
}

export function createTeamService(deps: { db: Database; mailer: Mailer; appUrl: string; productName: string }) {
  const { db, mailer } = deps;
  return {
    async listMembers(actor: Actor): Promise<Member[]> {
      const team = requireTeam(actor);
      const rows = await repo.listMembers(db, team.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role as Role,
        jobTitle: row.jobTitle,
        department: row.department,
        joinedAt: row.createdAt.toISOString(),
      }));
    },

    async listInvitations(actor: Actor): Promise<Invitation[]> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      return (await repo.listPendingInvitations(db, team.id, new Date())).map(presentInvitation);
    },

    /** Creates a single-use invitation, queues its e-mail in the same transaction, and answers the code once. */
    async invite(actor: Actor, body: CreateInvitation): Promise<CreatedInvitation> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE);
      const team = requireTeam(actor);
      if (teamRank(body.role) > teamRank(actor.role)) {
        throw forbidden("You cannot grant a role above your own.");
      }
      const email = body.email.toLowerCase();
      const code = generateInviteCode();
      const link = `${deps.appUrl}/auth?invite=${code}`;
      const { invitation, outboxId } = await db.transaction(async (tx) => {
        if (await authRepo.findUserIdByEmail(tx, email)) {
          throw new AppError("EMAIL_TAKEN", `${email} already has an account, so they cannot be invited.`, 409);
        }
        const row = await repo.insertInvitation(tx, {
          teamId: team.id,
          email,
          role: body.role,
          codeHash: hashInviteCode(code),
          expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS),
          createdBy: actor.id,
        });
        const message = inviteEmail(deps.productName, team.name, actor.name, code, link);
        const outboxId = await enqueueEmail(tx, { teamId: team.id, to: email, ...message });
        await writeAudit(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "invitation.created",
          targetType: "invitation",
          targetId: row.id,
          after: { email, role: body.role, expiresAt: row.expiresAt },
          ip: actor.ip,
        });
        return { invitation: row, outboxId };
      });
      const sent = mailer.isConfigured ? await mailer.sendNow(outboxId) : false;
      return { ...presentInvitation(invitation), code, link, emailStatus: sent ? "sent" : "queued" };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
