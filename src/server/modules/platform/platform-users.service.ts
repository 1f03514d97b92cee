/**
 * Super-admin user calls: search across teams, one user's page, and the actions (end all
 * sessions, disable/enable sign-in, password-reset link through the outbox, role change). Each
 * method starts with the super-admin check; writes go through the owning modules (auth: sessions,
 * sign-in state, reset tokens; user: roles; mail: outbox) and are recorded at platform level.
 */
import type { Tx } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import { invalidCursor } from "#server/lib/keyset-cursor.ts";
import { recipientLanguage } from "#server/lib/messages.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import {
  issuePasswordReset,
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetLink,
} from "#server/modules/auth/password-reset.ts";
import { deleteUserSessions } from "#server/modules/auth/sessions.repository.ts";
import { listDisabledUserIds, setSignInDisabled } from "#server/modules/auth/sign-in-states.repository.ts";
import { resetSecondFactors } from "#server/modules/auth/two-factor.service.ts";
import { insertEmail } from "#server/modules/mail/outbox.repository.ts";
import { passwordResetEmail } from "#server/modules/mail/password-reset-email.ts";
import { findTeam } from "#server/modules/team/team.repository.ts";
import { countTeamAdmins, updateMemberRole } from "#server/modules/user/membership.repository.ts";
import { demoteSuperAdmin, lockSuperAdmins } from "#server/modules/user/platform-users.repository.ts";
import { findChosenLanguage, findUser } from "#server/modules/user/user.repository.ts";
import {
  type AdminUserDetail,
  type AdminUserSummary,
  type ASSIGNABLE_ROLES,
  PLATFORM_PAGE_SIZE,
} from "#shared/schemas/platform.ts";
import { assertSuperAdmin } from "./platform-access.ts";
import { teamStateOf } from "./platform-sql.ts";
import { platformHistory } from "./platform-teams.repository.ts";
import * as repo from "./platform-users.repository.ts";
import { promoteInTx } from "./super-admins.ts";
import {
  assertNotDisablingSelf,
  assertSuperAdminRemains,
  assertTeamKeepsAdmin,
  assertTeamRolePossible,
} from "./user-actions.ts";

const userNotFound = () => new AppError("NOT_FOUND", "User not found.", { id: "errors.notFound.user" });
type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

function summaryOf(row: repo.UserSummaryRow): AdminUserSummary {
  const { teamStatus: _status, trialEndsAt: _trial, ...summary } = row;
  return summary;
}

export function createPlatformUsersService(deps: ServiceDeps & { appUrl: string; productName: string }) {
  const { db, record, now } = deps;

  /** Runs `change` on the user in a transaction, records `action` at platform level, answers the user now and `message`. */
  /**
   * Locks the super admins (lockSuperAdmins) and answers those whose sign-in is enabled, read after
   * the lock so a concurrent disable is seen (the super-admin guard of user-actions.ts).
   */
  async function lockEnabledSuperAdmins(tx: Tx): Promise<string[]> {
    const ids = await lockSuperAdmins(tx);
    const disabled = new Set(await listDisabledUserIds(tx, ids));
    return ids.filter((id) => !disabled.has(id));
  }

  async function act(
    actor: Actor,
    userId: string,
    action: string,
    change: (tx: Tx, user: NonNullable<Awaited<ReturnType<typeof findUser>>>) => Promise<Record<string, unknown>>,
    message: (name: string) => string,
  ) {
    assertSuperAdmin(actor);
    await db.transaction(async (tx) => {
      const user = await findUser(tx, userId);
      if (!user) throw userNotFound();
      const after = await change(tx, user);
      await record(tx, {
        teamId: null,
        actorId: actor.id,
        action,
        targetType: "user",
        targetId: userId,
        before: { role: user.role, teamId: user.teamId },
        after,
        ip: actor.ip,
      });
    });
    const row = await repo.findUserSummary(db, userId);
    if (!row) throw userNotFound();
    return { user: summaryOf(row), message: message(row.name) };
  }

  return {
    /**
     * GET /api/admin/users: users whose name or e-mail contains `q`, by name, 50 a page after the
     * cursor's user (the previous page's last); 400 for a cursor naming no user (start again).
     */
    async list(actor: Actor, q: string | undefined, cursor: string | undefined) {
      assertSuperAdmin(actor);
      if (cursor !== undefined && !(await repo.userExists(db, cursor))) throw invalidCursor();
      const rows = await repo.listUsers(db, q, { afterId: cursor, limit: PLATFORM_PAGE_SIZE });
      const page = rows.slice(0, PLATFORM_PAGE_SIZE);
      const last = page[page.length - 1];
      return { users: page.map(summaryOf), nextCursor: rows.length > PLATFORM_PAGE_SIZE && last ? last.id : null };
    },

    /** GET /api/admin/users/{id}: the user, their team and its state, sessions, platform history. */
    async get(actor: Actor, userId: string): Promise<AdminUserDetail> {
      assertSuperAdmin(actor);
      const [row, sessions, history] = await Promise.all([
        repo.findUserSummary(db, userId),
        repo.listUserSessions(db, userId),
        platformHistory(db, "user", userId),
      ]);
      if (!row) throw userNotFound();
      const teamState = row.teamStatus
        ? teamStateOf({ status: row.teamStatus, trialEndsAt: row.trialEndsAt }, now())
        : null;
      return { ...summaryOf(row), teamState, sessions, history };
    },

    revokeSessions: (actor: Actor, userId: string) =>
      act(
        actor,
        userId,
        "platform.user.sessions_revoked",
        async (tx) => ({ sessionsEnded: await deleteUserSessions(tx, userId) }),
        (name) => `Every session of ${name} was ended; they must sign in again.`,
      ),

    disable: (actor: Actor, userId: string) =>
      act(
        actor,
        userId,
        "platform.user.disabled",
        async (tx, user) => {
          assertNotDisablingSelf(actor.id, userId);
          if (user.role === "super_admin") assertSuperAdminRemains(await lockEnabledSuperAdmins(tx), actor.id, user.id);
          const at = now();
          await setSignInDisabled(tx, userId, { at, by: actor.id }, at);
          return { disabled: true, sessionsEnded: await deleteUserSessions(tx, userId) };
        },
        (name) => `${name} can no longer sign in; their sessions were ended.`,
      ),

    enable: (actor: Actor, userId: string) =>
      act(
        actor,
        userId,
        "platform.user.enabled",
        async (tx) => {
          await setSignInDisabled(tx, userId, null, now());
          return { disabled: false };
        },
        (name) => `${name} can sign in again.`,
      ),

    /** POST .../send-password-reset: a single-use link (30 minutes) to the user's address, through the outbox. */
    sendPasswordReset: (actor: Actor, userId: string) =>
      act(
        actor,
        userId,
        "platform.user.password_reset_sent",
        async (tx, user) => {
          const { token, expiresAt } = await issuePasswordReset(tx, user.id, now());
          const team = user.teamId ? await findTeam(tx, user.teamId) : null;
          const mail = passwordResetEmail({
            productName: deps.productName,
            link: passwordResetLink(deps.appUrl, token),
            minutes: PASSWORD_RESET_TTL_MINUTES,
            language: recipientLanguage(await findChosenLanguage(tx, user.id), team?.language),
          });
          // Platform mail, not the team's: no team footer or abuse link (docs/operations.md "Team mail footer").
          await insertEmail(tx, { teamId: null, eventSeq: null, to: user.email, ...mail });
          return { expiresAt: expiresAt.toISOString() };
        },
        (name) =>
          `A password-reset link was sent to ${name}. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      ),

    /**
     * POST .../reset-two-factor: removes the second factors (the authenticator app and every passkey)
     * of someone who lost them; they sign in with their password and can set one up again.
     * 409 TWO_FACTOR_STATE_CONFLICT when they have none, 409 OWN_ACCOUNT for one's own.
     */
    resetTwoFactor: (actor: Actor, userId: string) =>
      act(
        actor,
        userId,
        "platform.user.two_factor_reset",
        async (tx) => {
          // One's own is turned off in Settings > Security, with the password.
          if (userId === actor.id) {
            throw new AppError("OWN_ACCOUNT", "Turn off your own two-factor authentication in Settings > Security.", {
              id: "errors.team.resetOwnTwoFactor",
            });
          }
          return { twoFactorEnabled: false, ...(await resetSecondFactors(tx, userId, now())) };
        },
        (name) =>
          `Two-factor authentication of ${name} is off. They sign in with their password and can set it up again.`,
      ),

    /** POST .../role: a team role within their team, or super admin (outside any team). */
    changeRole: (actor: Actor, userId: string, role: AssignableRole) =>
      act(
        actor,
        userId,
        "platform.user.role_changed",
        async (tx, user) => {
          if (role === "super_admin") {
            await promoteInTx(deps, tx, user.id, actor.id);
            return { role, teamId: null };
          }
          if (user.role === "super_admin") {
            assertSuperAdminRemains(await lockEnabledSuperAdmins(tx), actor.id, user.id);
            assertTeamRolePossible(user.teamId, role, user.name);
            await demoteSuperAdmin(tx, user.id, now());
            return { role: "member", teamId: null };
          }
          assertTeamRolePossible(user.teamId, role, user.name);
          if (!user.teamId) return { role: user.role, teamId: null };
          assertTeamKeepsAdmin(user.role, role, await countTeamAdmins(tx, user.teamId));
          await updateMemberRole(tx, user.teamId, user.id, role, now());
          if (role !== user.role) {
            // The team's own record too: its audit log and activity show the change, the member is
            // notified, and teammates' open views (members list, names on bookings) refresh over /ws.
            const member = { id: user.id, name: user.name, email: user.email };
            await record(tx, {
              teamId: user.teamId,
              actorId: actor.id,
              action: "member.role_changed",
              targetType: "member",
              targetId: user.id,
              before: { ...member, role: user.role },
              after: { ...member, role },
              ip: actor.ip,
            });
          }
          return { role, teamId: user.teamId };
        },
        (name) => `${name}'s role is now ${role.replace("_", " ")}.`,
      ),
  };
}

export type PlatformUsersService = ReturnType<typeof createPlatformUsersService>;
