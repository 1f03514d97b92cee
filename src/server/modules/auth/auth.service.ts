/**
 * Sign-up, join-by-invitation, login and logout over better-auth. The team (team module), the user
 * (user module), the credential (here) and the recorded changes are written in one transaction;
 * better-auth then opens the session.
 */
import { fastifyCookie } from "@fastify/cookie";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "#db/client.ts";
import { loadActor } from "#server/lib/actor.ts";
import { AppError, isPgError } from "#server/lib/app-error.ts";
import type { Auth } from "#server/lib/better-auth.ts";
import type { Passwords } from "#server/lib/passwords.ts";
import { headersLanguage } from "#server/lib/request-language.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as invitationsRepo from "#server/modules/invitations/invitations.repository.ts";
import { hashInviteCode, inviteInvalid, inviteState } from "#server/modules/invitations/invite-code.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { presentUser } from "#server/modules/user/user-view.ts";
import { verifySignedToken } from "#server/plugins/session.ts";
import { DEFAULT_TIME_ZONE, TRIAL_DAYS } from "#shared/constants.ts";
import type { Language } from "#shared/i18n.ts";
import {
  type AuthResult,
  type JoinTeamBody,
  type LoginBody,
  type LoginResult,
  normalizeEmail,
  type RegisterBody,
  type RegisterResult,
  type SecondFactorMethod,
  type SignupBody,
  type TwoFactorSignInBody,
} from "#shared/schemas/auth.ts";
import type { User } from "#shared/schemas/user.ts";
import { canonicalTimeZone, DAY_MS } from "#shared/time.ts";
import { twoFactorRequired } from "#shared/two-factor.ts";
import * as repo from "./auth.repository.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import type { EmailVerificationService } from "./email-verification.service.ts";
import { assertPasswordNotCommon } from "./password-strength.ts";
import { deleteSessionByToken } from "./sessions.repository.ts";
import { refuseDisabledSignIn, refuseWhenSsoRequired } from "./sign-in-rules.ts";
import * as signInStates from "./sign-in-states.repository.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";
import { claimTotpCode } from "./two-factor.repository.ts";
import { codeUsed, readAuthAnswer } from "./two-factor.service.ts";

/** A new team row, as the team module's repository takes it. */
type NewTeam = Parameters<typeof teamRepo.insertTeam>[1];

export interface SessionResult<T> {
  body: T;
  /** Set-Cookie headers from better-auth, to forward to the client. */
  cookies: string[];
}

const emailTaken = () =>
  new AppError("EMAIL_TAKEN", "An account with this email already exists. Sign in instead.", {
    id: "errors.auth.emailTaken",
  });

const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", "Invalid email or password.", { id: "errors.auth.invalidCredentials" });

/**
 * `invitation` when `email` may join with it at `at`. Throws 422 INVITE_INVALID (unknown, used,
 * revoked or expired) or INVITE_EMAIL_MISMATCH (sent to another address).
 */
function usableInvitation(
  invitation: invitationsRepo.InvitationRow | null,
  email: string,
  at: Date,
): invitationsRepo.InvitationRow {
  const state = inviteState(invitation, at);
  if (state !== "valid" || !invitation) {
    throw inviteInvalid(state === "valid" ? "unknown" : state);
  }
  if (normalizeEmail(invitation.email) !== email) {
    throw new AppError(
      "INVITE_EMAIL_MISMATCH",
      `This invitation was sent to ${invitation.email}. Sign up with that address, or ask for a new invitation.`,
      { id: "errors.invitation.emailMismatch", values: { email: invitation.email } },
    );
  }
  return invitation;
}

export function createAuthService(
  deps: ServiceDeps & {
    auth: Auth;
    log?: Pick<FastifyBaseLogger, "warn">;
    /** The per-account back-off of password sign-in and the device cookies that pass it (sign-in-throttle.ts). */
    signIn: { throttle: SignInThrottle; devices: DeviceCookies };
    /** Sends a new account its confirmation link, in the sign-up's transaction (docs/operations.md). */
    emailVerification: Pick<EmailVerificationService, "required" | "sendInSignUp">;
    passwords: Passwords;
  },
) {
  const { db, auth, record, now, log } = deps;
  const mail = { verificationRequired: deps.emailVerification.required };

  async function openSession(email: string, password: string, headers: Headers) {
    const opened = await signInWithPassword(email, password, headers);
    if (opened.userId === null) throw new Error("a new account asked for a second factor");
    return { cookies: opened.cookies, userId: opened.userId };
  }

  /**
   * Signs in with a password through better-auth: the session's cookies and user id, or, for an
   * account with two-factor authentication on (two-factor.service.ts), the challenge cookie and a
   * null user id. Throws 401 INVALID_CREDENTIALS.
   */
  async function signInWithPassword(email: string, password: string, headers: Headers) {
    const response = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
    if (!response.ok) {
      throw invalidCredentials();
    }
    const data = (await response.json()) as { token?: string; user?: { id: string }; twoFactorRedirect?: boolean };
    return {
      cookies: response.headers.getSetCookie(),
      userId: data.twoFactorRedirect ? null : (data.user?.id ?? null),
      token: data.token ?? null,
    };
  }

  /**
   * The second factors `userId` signs in with after the password (docs/decisions/0029): the
   * authenticator app when it is on, and their passkeys when they have any. Empty when the password
   * alone opens the session: no authenticator app, and no passkey or none required of them.
   */
  async function secondFactorsOf(userId: string): Promise<SecondFactorMethod[]> {
    const actor = await loadActor(db, userId, null);
    if (!actor) return [];
    const { twoFactorEnabled, passkeyCount } = actor.user;
    const passkeyAsked =
      passkeyCount > 0 && (twoFactorEnabled || twoFactorRequired(actor.role, actor.team?.twoFactorPolicy ?? null));
    return [...(twoFactorEnabled ? (["totp"] as const) : []), ...(passkeyAsked ? (["passkey"] as const) : [])];
  }

  /**
   * `headers` without the session cookie: the twoFactor plugin checks a code against the signed-in
   * session's user when there is one, and the second step of a sign-in must check the challenge's.
   */
  async function withoutSession(headers: Headers): Promise<Headers> {
    const { authCookies } = await auth.$context;
    const cookies = fastifyCookie.parse(headers.get("cookie") ?? "");
    delete cookies[authCookies.sessionToken.name];
    const copy = new Headers(headers);
    copy.set(
      "cookie",
      Object.entries(cookies)
        .map(([name, value]) => fastifyCookie.serialize(name, value))
        .join("; "),
    );
    return copy;
  }

  /** What every successful sign-in does once its session is open (both steps of a two-factor one). */
  /** `signInMethod` is how the new session was opened (its `twoFactorSetupRequired` depends on it). */
  async function finishSignIn(userId: string, headers: Headers, signInMethod = "password"): Promise<User> {
    await refuseDisabledSignIn(db, userId);
    await refuseWhenSsoRequired(db, userId);
    await endPresentedSession(headers);
    await signInStates.touchLastSignIn(db, userId, now());
    return currentUser(userId, signInMethod);
  }

  /**
   * Deletes the session whose cookie the request presented (validly signed, whoever it belongs to):
   * a sign-in, sign-up or join in a browser that was signed in replaces that session rather than
   * leaving it valid beside the new one.
   */
  async function endPresentedSession(headers: Headers): Promise<void> {
    const raw = headers.get("cookie");
    if (!raw) return;
    const { secret, authCookies } = await auth.$context;
    const value = fastifyCookie.parse(raw)[authCookies.sessionToken.name];
    const token = value ? verifySignedToken(value, secret) : null;
    if (token) await deleteSessionByToken(db, token);
  }

  async function currentUser(userId: string, signInMethod?: string): Promise<User> {
    const actor = await loadActor(db, userId, null);
    if (!actor) throw invalidCredentials();
    const favourites = actor.teamId ? await userRepo.listFavouriteOfficeIds(db, actor.teamId, actor.id) : [];
    return presentUser(actor.user, actor.team, now(), favourites, mail, signInMethod);
  }

  /** A concurrent sign-up with the same e-mail loses on the unique index: answer 409, not 500. */
  function mapDuplicateEmail(error: unknown): never {
    if (isPgError(error, "23505")) throw emailTaken();
    throw error;
  }

  /**
   * Creates a member of `user.teamId` with a password credential and records "member.joined"
   * (with the invitation used, if any). The caller's transaction has checked the e-mail is free.
   */
  async function addMember(
    tx: Tx,
    input: {
      user: Omit<Parameters<typeof userRepo.insertUser>[1], "createdAt" | "updatedAt"> & { teamId: string };
      passwordHash: string;
      at: Date;
      ip: string | null;
      invitationId?: string;
      /** For the welcome e-mail (mail.subscriber.ts); never stored with the event. */
      teamName: string;
      /** The language of the joiner's request, for the welcome e-mail until they choose one. */
      language: Language;
    },
  ) {
    const { at, ip } = input;
    const user = await userRepo.insertUser(tx, { ...input.user, createdAt: at, updatedAt: at });
    await repo.insertPasswordCredential(tx, user.id, input.passwordHash);
    await record(
      tx,
      {
        teamId: input.user.teamId,
        actorId: user.id,
        action: "member.joined",
        targetType: "user",
        targetId: user.id,
        after: {
          email: user.email,
          role: user.role,
          ...(input.invitationId ? { invitationId: input.invitationId } : {}),
        },
        ip,
      },
      { recipientName: user.name, teamName: input.teamName, language: input.language },
    );
    return user;
  }

  /** Opens the session of a just-created user and shapes the signup/join response. */
  async function signInNewUser(
    user: Parameters<typeof presentUser>[0],
    team: NonNullable<Parameters<typeof presentUser>[1]>,
    password: string,
    headers: Headers,
  ): Promise<SessionResult<AuthResult>> {
    const { cookies } = await openSession(user.email, password, headers);
    await endPresentedSession(headers);
    return {
      body: {
        success: true,
        user: presentUser(user, team, now(), [], mail),
        isFirstTimeUser: true,
        team: { id: team.id, name: team.name },
      },
      cookies,
    };
  }

  /**
   * Creates a team in its 14-day trial (docs/product.md "Trial") with `admin` as its team_admin, recording
   * "team.created" and "member.joined" in one transaction. Shared by signup and register.
   * Throws EMAIL_TAKEN (409) when the e-mail has an account, also when a concurrent sign-up wins.
   */
  async function createTeamWithAdmin(
    admin: { name: string; email: string; password: string; jobTitle: string | null },
    teamInput: Pick<NewTeam, "name" | "companyName"> &
      Partial<Pick<NewTeam, "companyAddress" | "companySize" | "industry" | "billingEmail">> & { timeZone?: string },
    ip: string | null,
    /** The creator's language (their request's): the team's default language and their first e-mails'. */
    language: Language,
  ) {
    const email = normalizeEmail(admin.email);
    await assertPasswordNotCommon(admin.password, [email, admin.name, teamInput.name, teamInput.companyName]);
    const passwordHash = await deps.passwords.hash(admin.password);
    const at = now();
    return db
      .transaction(async (tx) => {
        if (await userRepo.findUserIdByEmail(tx, email)) throw emailTaken();
        const team = await teamRepo.insertTeam(tx, {
          ...teamInput,
          timeZone: (teamInput.timeZone && canonicalTimeZone(teamInput.timeZone)) || DEFAULT_TIME_ZONE,
          language,
          status: "trial",
          trialEndsAt: new Date(at.getTime() + TRIAL_DAYS * DAY_MS),
          createdAt: at,
          updatedAt: at,
        });
        const userId = crypto.randomUUID();
        await record(tx, {
          teamId: team.id,
          actorId: userId,
          action: "team.created",
          targetType: "team",
          targetId: team.id,
          after: {
            name: team.name,
            timeZone: team.timeZone,
            trialEndsAt: team.trialEndsAt,
            ...(team.companySize ? { companyName: team.companyName, companySize: team.companySize } : {}),
            ...(team.industry ? { industry: team.industry } : {}),
          },
          ip,
        });
        const user = await addMember(tx, {
          user: { id: userId, name: admin.name, email, role: "team_admin", teamId: team.id, jobTitle: admin.jobTitle },
          passwordHash,
          at,
          ip,
          teamName: team.name,
          language,
        });
        // Whoever signs up has proven nothing about the address yet: the link proves it.
        await deps.emailVerification.sendInSignUp(tx, user, ip, language);
        return { user, team };
      })
      .catch(mapDuplicateEmail);
  }

  return {
    /** POST /api/auth/signup: creates the team (14-day trial) and its team_admin, then signs in. */
    async signup(body: SignupBody, headers: Headers, ip: string | null): Promise<SessionResult<AuthResult>> {
      const { user, team } = await createTeamWithAdmin(
        { name: body.name, email: body.email, password: body.password, jobTitle: null },
        { name: body.companyName, companyName: body.companyName, timeZone: body.timeZone },
        ip,
        headersLanguage(headers),
      );
      return signInNewUser(user, team, body.password, headers);
    },

    /**
     * POST /api/register, the larger team registration (spec section 3): the same team, trial and
     * team_admin as signup, plus the company details on the team and the creator's job title.
     * Returns the signed-in user; `user: null` (spec section 4 "Registration success without a
     * user") when the account was committed but the session could not be opened, so the person is
     * told to sign in rather than shown an error for an account that exists.
     * Throws EMAIL_TAKEN (409) when the e-mail has an account; nothing is created then.
     */
    async register(body: RegisterBody, headers: Headers, ip: string | null): Promise<SessionResult<RegisterResult>> {
      const { user, team } = await createTeamWithAdmin(
        { name: body.name, email: body.email, password: body.password, jobTitle: body.jobTitle || null },
        {
          name: body.teamName,
          companyName: body.companyName,
          timeZone: body.timeZone,
          companyAddress: body.companyAddress || null,
          companySize: body.companySize,
          industry: body.industry,
          billingEmail: body.billingEmail ?? null,
        },
        ip,
        headersLanguage(headers),
      );
      try {
        return await signInNewUser(user, team, body.password, headers);
      } catch (error) {
        log?.warn({ err: error, userId: user.id }, "registration committed but no session opened");
        // The browser's earlier session ends all the same: it now belongs to the new account's creator.
        await endPresentedSession(headers);
        return {
          body: { success: true, user: null, isFirstTimeUser: true, team: { id: team.id, name: team.name } },
          cookies: [],
        };
      }
    },

    /** POST /api/auth/join-team: uses the invitation once, creates the member, then signs in. */
    async joinTeam(body: JoinTeamBody, headers: Headers, ip: string | null): Promise<SessionResult<AuthResult>> {
      const email = normalizeEmail(body.email);
      const codeHash = hashInviteCode(body.inviteCode);
      // A wrong code is refused before the password's strength check and hash, the costly part, so
      // guessing codes costs the server no more than any other refused request.
      usableInvitation(await invitationsRepo.findInvitationByHash(db, codeHash, false), email, now());
      await assertPasswordNotCommon(body.password, [email, body.name, body.jobTitle, body.department]);
      const passwordHash = await deps.passwords.hash(body.password);
      const at = now();
      const { user, team } = await db
        .transaction(async (tx) => {
          const invitation = usableInvitation(
            await invitationsRepo.findInvitationByHash(tx, codeHash, true),
            email,
            at,
          );
          if (await userRepo.findUserIdByEmail(tx, email)) throw emailTaken();
          const team = await teamRepo.findTeam(tx, invitation.teamId);
          if (!team) throw inviteInvalid("unknown");
          // A suspended team takes no new members (docs/product.md "Invitations"); the invitation
          // stays unused.
          if (team.status === "suspended") {
            throw new AppError(
              "TEAM_SUSPENDED",
              "This team is suspended, so it cannot take new members now. Ask the person who invited you to contact support.",
              { id: "errors.invitation.teamSuspended" },
            );
          }
          const user = await addMember(tx, {
            user: {
              id: crypto.randomUUID(),
              name: body.name,
              email,
              role: invitation.role,
              teamId: team.id,
              jobTitle: body.jobTitle || null,
              department: body.department || null,
              // Not proof of the address: the inviting admin sees the code too, so whoever joins with
              // it may never have read the mailbox (docs/operations.md "E-mail verification").
              emailVerified: false,
            },
            passwordHash,
            at,
            ip,
            invitationId: invitation.id,
            teamName: team.name,
            language: headersLanguage(headers),
          });
          await invitationsRepo.markInvitationUsed(tx, team.id, invitation.id, user.id, at);
          await deps.emailVerification.sendInSignUp(tx, user, ip, headersLanguage(headers));
          return { user, team };
        })
        .catch(mapDuplicateEmail);
      return signInNewUser(user, team, body.password, headers);
    },

    /**
     * POST /api/login: checks the password through better-auth and opens a session. The account's
     * back-off admits the attempt first (429 while locked for this browser); a success ends the
     * session the request presented and gives the browser a new device cookie for this account.
     * When the account has a second factor to ask for (`secondFactorsOf`), no session is opened and
     * the answer names the methods the second step takes.
     */
    async login(body: LoginBody, headers: Headers): Promise<SessionResult<LoginResult>> {
      const email = normalizeEmail(body.email);
      const { throttle, devices } = deps.signIn;
      const device = devices.read(fastifyCookie.parse(headers.get("cookie") ?? "")[devices.name], now());
      const pass = await throttle.admit(email, device);
      const { cookies, userId, token } = await signInWithPassword(email, body.password, headers);
      await throttle.succeeded(pass);
      // After better-auth's own cookies: the session (or challenge) cookie stays the first Set-Cookie.
      const deviceCookie = devices.issue(pass.accountKey, now());
      if (userId === null) {
        // better-auth has cleared the browser's session cookie: its session ends here, not at expiry.
        await endPresentedSession(headers);
        const id = await userRepo.findUserIdByEmail(db, email);
        const methods = id ? await secondFactorsOf(id) : [];
        return {
          body: { twoFactorRequired: true, methods: methods.length ? methods : ["totp"] },
          cookies: [...cookies, deviceCookie],
        };
      }
      // A session on the password alone: no authenticator app, or a browser trusted at its step.
      const methods = await secondFactorsOf(userId);
      if (methods.length === 1 && methods[0] === "passkey") {
        // Someone whose second factor is a passkey and who must use one: the session better-auth has
        // just opened on the password alone ends unsent, and the passkey opens theirs.
        if (token) await deleteSessionByToken(db, token);
        await endPresentedSession(headers);
        return { body: { twoFactorRequired: true, methods }, cookies: [deviceCookie] };
      }
      return { body: { user: await finishSignIn(userId, headers) }, cookies: [...cookies, deviceCookie] };
    },

    /**
     * POST /api/login/passkey, once the passkey checked out (passkeys.service.ts): opens `userId`'s
     * session as a passkey's (lib/session-opener.ts) and finishes the sign-in as every other does
     * (a disabled account and a team that requires single sign-on are refused).
     */
    async openPasskeySession(userId: string, headers: Headers): Promise<SessionResult<{ user: User }>> {
      const response = await auth.api.openProvenSession({
        body: { userId, signInMethod: "passkey" },
        headers,
        asResponse: true,
      });
      if (!response.ok) throw invalidCredentials();
      return {
        body: { user: await finishSignIn(userId, headers, "passkey") },
        cookies: response.headers.getSetCookie(),
      };
    },

    /**
     * POST /api/login/two-factor: the second step of a sign-in whose password was right. Checks the
     * authenticator's code or a backup code (each works once; using one is recorded) against the
     * challenge cookie and opens the session; `trustDevice` lets this browser skip the step for 30
     * days. An authenticator code is accepted once (RFC 6238 section 5.2). 422 TWO_FACTOR_CODE_WRONG
     * (also for a code used before), 401 TWO_FACTOR_EXPIRED (no or an old challenge), 429
     * TWO_FACTOR_LOCKED after 5 wrong codes in one challenge or 10 in a row on the account.
     */
    async completeTwoFactor(
      body: TwoFactorSignInBody,
      headers: Headers,
      ip: string | null,
    ): Promise<SessionResult<{ user: User }>> {
      const request = {
        body: { code: body.code, trustDevice: body.trustDevice === true },
        headers: await withoutSession(headers),
        asResponse: true,
      } as const;
      const response =
        body.method === "totp" ? await auth.api.verifyTOTP(request) : await auth.api.verifyBackupCode(request);
      const opened = await readAuthAnswer<{ token: string; user: { id: string } }>(response);
      if (body.method === "totp" && !(await claimTotpCode(db, opened.user.id, body.code, now()))) {
        // A replayed code: the plugin cannot tell, so the session it has just opened ends here.
        await deleteSessionByToken(db, opened.token);
        throw codeUsed();
      }
      const user = await finishSignIn(opened.user.id, headers);
      if (body.method === "backup") {
        await db.transaction((tx) =>
          record(tx, {
            teamId: user.teamId,
            actorId: user.id,
            action: "auth.backup_code_used",
            targetType: "user",
            targetId: user.id,
            after: {},
            ip,
          }),
        );
      }
      return { body: { user }, cookies: response.headers.getSetCookie() };
    },

    /** POST /api/logout: ends the session (idempotent) and clears the cookie. */
    async logout(headers: Headers): Promise<string[]> {
      if (!headers.get("cookie")) return [];
      const response = await auth.api.signOut({ headers, asResponse: true });
      return response.headers.getSetCookie();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
