/**
 * Becoming a super admin (docs/product.md "Platform": no sign-up for the role): the CLI
 * (`npm run super-admin -- create`) creates one account, or promotes an existing one only when told
 * `--promote-existing`; SUPER_ADMIN_EMAILS promotes existing accounts at start, but only those whose
 * address is confirmed: sign-up is open, so whoever signed up first with a listed address would
 * otherwise get the platform (docs/operations.md "Mail limits and e-mail verification"). A super
 * admin belongs to no team. Writes go through the owning modules' repositories (users: user module;
 * credential: auth module) and `record`.
 */
import type { Tx } from "#db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import { scryptPasswords } from "#server/lib/passwords.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { insertPasswordCredential } from "#server/modules/auth/auth.repository.ts";
import { assertPasswordNotCommon } from "#server/modules/auth/password-strength.ts";
import { revokePersonalTokensOf } from "#server/modules/credentials/credentials.repository.ts";
import { unassignDesksOf } from "#server/modules/offices/offices.repository.ts";
import { findTeam } from "#server/modules/team/team.repository.ts";
import { countTeamAdmins } from "#server/modules/user/membership.repository.ts";
import { promoteToSuperAdmin } from "#server/modules/user/platform-users.repository.ts";
import { countMembers, findUser, findUserIdByEmail, insertUser } from "#server/modules/user/user.repository.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";
import { type SuperAdminInput, superAdminInputSchema } from "#shared/schemas/platform.ts";

export type SuperAdminOutcome = "created" | "promoted" | "unchanged";

/** The first problem of `input` as one sentence (for the CLI), or null when it is valid. */
export function superAdminInputProblem(input: unknown): string | null {
  const parsed = superAdminInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join("; ");
}

/**
 * A team admin who is their team's only admin, with others in the team, cannot leave it to become a
 * super admin: the team would have no one to run it. Throws 409 LAST_TEAM_ADMIN.
 */
async function assertTeamKeepsAnAdmin(tx: Tx, user: { teamId: string | null; role: string }): Promise<void> {
  if (!user.teamId || !["team_admin", "admin"].includes(user.role)) return;
  const [admins, members] = await Promise.all([countTeamAdmins(tx, user.teamId), countMembers(tx, user.teamId)]);
  if (admins <= 1 && members > 1) {
    throw new AppError(
      "LAST_TEAM_ADMIN",
      "This person is the only admin of their team. Make another member team admin first, then promote them.",
      { id: "errors.platform.lastTeamAdminPromote" },
    );
  }
}

/** Promotes the user `userId` in `tx`; "unchanged" when already a super admin. */
export async function promoteInTx(
  deps: ServiceDeps,
  tx: Tx,
  userId: string,
  actorId: string | null,
): Promise<SuperAdminOutcome> {
  const user = await findUser(tx, userId);
  if (!user) throw new AppError("NOT_FOUND", "User not found.", { id: "errors.notFound.user" });
  if (user.role === "super_admin" && user.teamId === null) return "unchanged";
  await assertTeamKeepsAnAdmin(tx, user);
  // Leaving the team gives up an assigned desk, as a removal does (docs/product.md "Assigned desks").
  const teamId = user.teamId;
  for (const desk of teamId ? await unassignDesksOf(tx, teamId, user.id) : []) {
    await deps.record(tx, {
      teamId,
      actorId,
      action: "office.updated",
      targetType: "office",
      targetId: desk.id,
      before: { id: desk.id, name: desk.name, assignedUserId: user.id },
      after: { id: desk.id, name: desk.name, assignedUserId: null },
    });
  }
  // Their API tokens acted in that team; they end with it, as a removal's do.
  if (teamId) await revokePersonalTokensOf(tx, teamId, user.id, deps.now());
  await promoteToSuperAdmin(tx, user.id, deps.now());
  await deps.record(tx, {
    teamId: null,
    actorId,
    action: "platform.super_admin_promoted",
    targetType: "user",
    targetId: user.id,
    before: { role: user.role, teamId: user.teamId },
    after: { role: "super_admin", teamId: null },
  });
  return "promoted";
}

/** What an existing account was before it was promoted: its team (if any) and when it was created. */
export interface PromotedAccount {
  teamName: string | null;
  createdAt: Date;
}

/**
 * Creates a super admin with a password, or promotes the existing account with that e-mail when
 * `promoteExisting` says so (its password is kept; `password` may then be absent; `account` says
 * what it was). Throws 400 VALIDATION_FAILED for a bad e-mail, name or weak password (spec section 5
 * rules), 409 EMAIL_TAKEN for an existing account without `promoteExisting`, 409 LAST_TEAM_ADMIN
 * (see above).
 */
export async function createOrPromoteSuperAdmin(
  deps: ServiceDeps,
  input: SuperAdminInput,
  options: { promoteExisting?: boolean } = {},
): Promise<{ outcome: SuperAdminOutcome; userId: string; account: PromotedAccount | null }> {
  const problem = superAdminInputProblem(input);
  if (problem) throw new AppError("VALIDATION_FAILED", problem);
  const email = normalizeEmail(input.email);
  const existing = await findUserIdByEmail(deps.db, email);
  if (existing) {
    const user = await findUser(deps.db, existing);
    const team = user?.teamId ? await findTeam(deps.db, user.teamId) : null;
    const account = { teamName: team?.name ?? null, createdAt: user?.createdAt ?? deps.now() };
    if (!options.promoteExisting && !(user?.role === "super_admin" && user.teamId === null)) {
      throw new AppError(
        "EMAIL_TAKEN",
        `An account with ${email} already exists (${describeAccount(account)}). Anyone can sign up, so make sure it is the right person's before promoting it: run again with --promote-existing.`,
      );
    }
    const outcome = await deps.db.transaction((tx) => promoteInTx(deps, tx, existing, null));
    return { outcome, userId: existing, account };
  }
  if (!input.password) throw new AppError("VALIDATION_FAILED", "Password is required");
  // The sign-up rules and the dictionary check: a super admin's password guards the whole platform.
  await assertPasswordNotCommon(input.password, [email, input.name]);
  // Always the app's scrypt: the CLI that runs this has no other (src/server/lib/passwords.ts).
  const passwordHash = await scryptPasswords.hash(input.password);
  const at = deps.now();
  const userId = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    await insertUser(tx, {
      id: userId,
      name: input.name.trim(),
      email,
      role: "super_admin",
      teamId: null,
      onboardingCompleted: true,
      hasSeenOnboarding: true,
      createdAt: at,
      updatedAt: at,
    });
    await insertPasswordCredential(tx, userId, passwordHash);
    await deps.record(tx, {
      teamId: null,
      actorId: null,
      action: "platform.super_admin_created",
      targetType: "user",
      targetId: userId,
      after: { email, name: input.name.trim(), role: "super_admin" },
    });
  });
  return { outcome: "created", userId, account: null };
}

/** "team “Acme”, created 2026-11-20" (or "no team, ..."), for the CLI's messages. */
export function describeAccount(account: PromotedAccount): string {
  const team = account.teamName === null ? "no team" : `team “${account.teamName}”`;
  return `${team}, created ${account.createdAt.toISOString().slice(0, 10)}`;
}

/** Where promotion at start reports what it did. */
export interface PromotionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * SUPER_ADMIN_EMAILS at start: promotes each listed address that has an account whose address is
 * confirmed; an address with no account yet, an unconfirmed one (anyone may have signed up with
 * it), or one whose promotion would leave a team without an admin, is logged and skipped (the
 * server still starts). Returns the addresses promoted.
 */
export async function promoteSuperAdminEmails(
  deps: ServiceDeps,
  emails: readonly string[],
  log: PromotionLog,
): Promise<string[]> {
  const promoted: string[] = [];
  for (const raw of emails) {
    const email = normalizeEmail(raw);
    const userId = await findUserIdByEmail(deps.db, email);
    if (!userId) {
      log.warn(
        { email },
        "SUPER_ADMIN_EMAILS: no account with this e-mail yet; create it with `npm run super-admin -- create`",
      );
      continue;
    }
    const user = await findUser(deps.db, userId);
    if (user && !user.emailVerified && !(user.role === "super_admin" && user.teamId === null)) {
      log.warn(
        { email },
        `SUPER_ADMIN_EMAILS: ${email} not promoted: the account's e-mail address is not confirmed, and anyone can sign up with any address. Confirm it with the link the app sends (SMTP_URL set), or promote it with \`npm run super-admin -- create --promote-existing\``,
      );
      continue;
    }
    try {
      const outcome = await deps.db.transaction((tx) => promoteInTx(deps, tx, userId, null));
      if (outcome === "promoted") {
        promoted.push(email);
        log.info({ email }, "SUPER_ADMIN_EMAILS: promoted to super admin");
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.warn({ email, code: error.code }, `SUPER_ADMIN_EMAILS: not promoted: ${error.message}`);
    }
  }
  return promoted;
}
