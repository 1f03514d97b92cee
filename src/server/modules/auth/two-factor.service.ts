/**
 * The signed-in person's second factor (/settings?tab=security): an authenticator app (TOTP, RFC
 * 6238) and ten single-use backup codes, kept by better-auth's twoFactor plugin (docs/decisions/0029).
 * Setting up, confirming and new backup codes are the plugin's calls, each followed by its audit row;
 * turning it off is ours, in one transaction with its audit row. Every password check counts as one
 * attempt of the account's sign-in back-off, as changing the password does (docs/operations.md
 * "Sign-in limits and passwords").
 */
import type { Tx } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Auth } from "#server/lib/better-auth.ts";
import type { Passwords } from "#server/lib/passwords.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { findUser, turnOffTwoFactor } from "#server/modules/user/user.repository.ts";
import type {
  BackupCodes,
  ConfirmPasswordBody,
  EnableTwoFactorBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from "#shared/schemas/account.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";
import { hasSecondFactor, twoFactorRequirement } from "#shared/two-factor.ts";
import { assertCurrentPassword } from "./account-security.service.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import { deletePasskeysOf } from "./passkeys.repository.ts";
import { findPasswordHash } from "./password-resets.repository.ts";
import { asPasswordAttempt, type SignInThrottle } from "./sign-in-throttle.ts";
import { claimTotpCode, deleteTrustedDevices, deleteTwoFactor } from "./two-factor.repository.ts";

const passwordWrong = () =>
  new AppError("CURRENT_PASSWORD_WRONG", "Your password is not correct. Nothing was changed.", {
    id: "errors.password.confirmWrong",
  });
const codeWrong = () =>
  new AppError(
    "TWO_FACTOR_CODE_WRONG",
    "That code is not correct. Enter the 6-digit code your authenticator app shows now, or one of your backup codes.",
    { id: "errors.twoFactor.codeWrong" },
  );
/** 422: an authenticator code accepted before (RFC 6238 section 5.2). */
export const codeUsed = () =>
  new AppError(
    "TWO_FACTOR_CODE_WRONG",
    "That code was already used. Wait for the next code in your authenticator app.",
    { id: "errors.twoFactor.codeUsed" },
  );
const alreadyOn = () =>
  new AppError("TWO_FACTOR_STATE_CONFLICT", "Two-factor authentication is already on for your account.", {
    id: "errors.twoFactor.alreadyOn",
  });
const off = () =>
  new AppError("TWO_FACTOR_STATE_CONFLICT", "Two-factor authentication is off for your account. Set it up first.", {
    id: "errors.twoFactor.off",
  });

/**
 * The error a refusal of the twoFactor plugin means for the person (its codes are
 * better-auth/plugins/two-factor's TWO_FACTOR_ERROR_CODES and the core's INVALID_PASSWORD); null for
 * any other refusal, which is a defect and answers 500.
 */
export function twoFactorRefusal(code: string | undefined): AppError | null {
  switch (code) {
    case "INVALID_PASSWORD":
      return passwordWrong();
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return codeWrong();
    case "INVALID_TWO_FACTOR_COOKIE":
      return new AppError(
        "TWO_FACTOR_EXPIRED",
        "This sign-in has expired. Sign in again with your email and password.",
        { id: "errors.twoFactor.expired" },
      );
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return new AppError("TWO_FACTOR_LOCKED", "Too many wrong codes. Sign in again with your email and password.", {
        id: "errors.twoFactor.tooManyCodes",
      });
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return new AppError("TWO_FACTOR_LOCKED", "Too many wrong codes for this account. Try again in 15 minutes.", {
        id: "errors.twoFactor.locked",
      });
    case "TOTP_ALREADY_ENABLED":
      return alreadyOn();
    case "TOTP_NOT_ENABLED":
    case "TWO_FACTOR_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      return off();
    default:
      return null;
  }
}

/**
 * The JSON of a better-auth answer made with `asResponse: true`, or the AppError its refusal means
 * (twoFactorRefusal); a refusal nobody expects is thrown as a plain error (500).
 */
export async function readAuthAnswer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (response.ok && body) return body;
  throw (
    twoFactorRefusal(body?.code) ??
    new Error(`better-auth answered ${response.status}: ${body?.code ?? ""} ${body?.message ?? ""}`)
  );
}

/**
 * Turns `userId`'s two-factor authentication off inside the caller's transaction: the flag, the
 * secret and backup codes, and the browsers trusted at sign-in. Throws 409 TWO_FACTOR_STATE_CONFLICT
 * when it is off. Returns how many trusted browsers were forgotten. Used by the person themself.
 */
export async function removeTwoFactor(tx: Tx, userId: string, at: Date): Promise<{ trustedDevicesForgotten: number }> {
  if (!(await turnOffTwoFactor(tx, userId, at))) throw off();
  await deleteTwoFactor(tx, userId);
  return { trustedDevicesForgotten: await deleteTrustedDevices(tx, userId) };
}

/**
 * Removes every second factor of `userId` inside the caller's transaction, for someone who lost them
 * (their team admin or a super admin resets them): the authenticator app as removeTwoFactor does, and
 * every passkey. Throws 409 TWO_FACTOR_STATE_CONFLICT when they have none. Returns what went.
 */
export async function resetSecondFactors(
  tx: Tx,
  userId: string,
  at: Date,
): Promise<{ trustedDevicesForgotten: number; passkeysRemoved: number }> {
  const appWasOn = await turnOffTwoFactor(tx, userId, at);
  if (appWasOn) await deleteTwoFactor(tx, userId);
  const passkeysRemoved = await deletePasskeysOf(tx, userId);
  if (!appWasOn && passkeysRemoved === 0) throw off();
  return { trustedDevicesForgotten: await deleteTrustedDevices(tx, userId), passkeysRemoved };
}

/** The base32 secret of an otpauth:// URI (the `secret` parameter), for typing into an app by hand. */
function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get("secret") ?? "";
}

export function createTwoFactorService(
  deps: ServiceDeps & {
    auth: Auth;
    signIn: { throttle: SignInThrottle; devices: DeviceCookies };
    passwords: Passwords;
  },
) {
  const { db, auth, record, now, passwords } = deps;

  /** Runs `check` as one attempt of the actor's sign-in back-off (sign-in-throttle.ts). */
  const withPasswordCheck = <T>(actor: Actor, headers: Headers, check: () => Promise<T>): Promise<T> =>
    asPasswordAttempt(deps.signIn, normalizeEmail(actor.email), headers, now(), check);

  /** How many of `userId`'s backup codes are unused (the plugin keeps them encrypted). */
  async function backupCodesLeft(userId: string): Promise<number> {
    const response = await auth.api.viewBackupCodes({ body: { userId }, asResponse: true });
    return (await readAuthAnswer<{ backupCodes: string[] }>(response)).backupCodes.length;
  }

  /** Records `action` on the person's own account, in its own transaction. */
  function recordOwn(actor: Actor, action: string, after: Record<string, unknown>): Promise<void> {
    return db.transaction(async (tx) => {
      await record(tx, {
        teamId: actor.teamId,
        actorId: actor.id,
        action,
        targetType: "user",
        targetId: actor.id,
        after,
        ip: actor.ip,
      });
    });
  }

  return {
    /** GET /api/user/two-factor: on or off, and how many backup codes are left. */
    async status(actor: Actor): Promise<TwoFactorStatus> {
      if (!actor.user.twoFactorEnabled) return { enabled: false, backupCodesLeft: 0 };
      return { enabled: true, backupCodesLeft: await backupCodesLeft(actor.id) };
    },

    /**
     * POST /api/user/two-factor/setup: a new secret and backup codes, unconfirmed (sign-in does not
     * ask for a code yet). Setting up again before confirming replaces them. 422 CURRENT_PASSWORD_WRONG,
     * 409 TWO_FACTOR_STATE_CONFLICT when it is already on, 429 while the back-off holds this browser.
     */
    async setUp(actor: Actor, body: ConfirmPasswordBody, headers: Headers): Promise<TwoFactorSetup> {
      if (actor.user.twoFactorEnabled) throw alreadyOn();
      const setup = await withPasswordCheck(actor, headers, async () => {
        const response = await auth.api.enableTwoFactor({
          body: { password: body.password },
          headers,
          asResponse: true,
        });
        return readAuthAnswer<{ totpURI: string; backupCodes: string[] }>(response);
      });
      return {
        totpUri: setup.totpURI,
        qrCode: await (await import("qrcode")).toDataURL(setup.totpURI, { type: "image/png", margin: 1, width: 240 }),
        secret: secretOf(setup.totpURI),
        backupCodes: setup.backupCodes,
      };
    },

    /**
     * POST /api/user/two-factor/enable: confirms the secret with a code from the app; from then on
     * sign-in asks for one. better-auth replaces the session: `forward` gets its new cookie as soon as
     * it exists. 422 TWO_FACTOR_CODE_WRONG (also for a code already used), 409
     * TWO_FACTOR_STATE_CONFLICT when nothing was set up or it is on.
     */
    async enable(
      actor: Actor,
      body: EnableTwoFactorBody,
      headers: Headers,
      forward: (cookies: string[]) => void,
    ): Promise<TwoFactorStatus> {
      if (actor.user.twoFactorEnabled) throw alreadyOn();
      const response = await auth.api.verifyTOTP({ body: { code: body.code }, headers, asResponse: true });
      await readAuthAnswer(response);
      // The session was renewed: its cookie goes out whatever follows, or the person is signed out.
      forward(response.headers.getSetCookie());
      // The confirming code may not sign in again a moment later; a second confirm with it (a double
      // submit) finds it claimed and records nothing twice.
      if (!(await claimTotpCode(db, actor.id, body.code, now()))) throw codeUsed();
      await recordOwn(actor, "auth.two_factor_enabled", { method: "totp" });
      return { enabled: true, backupCodesLeft: await backupCodesLeft(actor.id) };
    },

    /**
     * POST /api/user/two-factor/backup-codes: ten new backup codes; the earlier ones stop working.
     * 422 CURRENT_PASSWORD_WRONG, 409 TWO_FACTOR_STATE_CONFLICT when two-factor is off.
     */
    async regenerateBackupCodes(actor: Actor, body: ConfirmPasswordBody, headers: Headers): Promise<BackupCodes> {
      if (!actor.user.twoFactorEnabled) throw off();
      const codes = await withPasswordCheck(actor, headers, async () => {
        const response = await auth.api.generateBackupCodes({
          body: { password: body.password },
          headers,
          asResponse: true,
        });
        return readAuthAnswer<{ backupCodes: string[] }>(response);
      });
      await recordOwn(actor, "auth.backup_codes_regenerated", {});
      return { backupCodes: codes.backupCodes };
    },

    /**
     * POST /api/user/two-factor/disable: sign-in stops asking for a code; the secret, backup codes and
     * trusted browsers go, with the audit row, in one transaction. 422 CURRENT_PASSWORD_WRONG, 409
     * TWO_FACTOR_STATE_CONFLICT when it is off, or when it is their only second factor and one is
     * required of them (a super admin, or by the team's policy).
     */
    async disable(actor: Actor, body: ConfirmPasswordBody, headers: Headers): Promise<TwoFactorStatus> {
      const requirement = twoFactorRequirement(actor.role, actor.team?.twoFactorPolicy ?? null);
      const stillRequired = () =>
        requirement === "platform"
          ? new AppError(
              "TWO_FACTOR_STATE_CONFLICT",
              "Super admins must use two-factor authentication, so it cannot be turned off.",
              { id: "errors.twoFactor.requiredOfSuperAdmins" },
            )
          : new AppError(
              "TWO_FACTOR_STATE_CONFLICT",
              "Your team requires two-factor authentication, so it cannot be turned off.",
              { id: "errors.twoFactor.requiredByTeam" },
            );
      // A passkey is a second factor too: with one, the authenticator app may go.
      if (requirement !== null && actor.user.passkeyCount === 0) throw stillRequired();
      await withPasswordCheck(actor, headers, () =>
        db.transaction(async (tx) => {
          await assertCurrentPassword(passwords, await findPasswordHash(tx, actor.id), body.password, passwordWrong);
          const removed = await removeTwoFactor(tx, actor.id, now());
          // Read again after the change, in its transaction: a passkey removed meanwhile (which
          // writes the same user row) must not leave someone who needs a factor with none.
          const after = await findUser(tx, actor.id);
          if (requirement !== null && after && !hasSecondFactor(after)) throw stillRequired();
          await record(tx, {
            teamId: actor.teamId,
            actorId: actor.id,
            action: "auth.two_factor_disabled",
            targetType: "user",
            targetId: actor.id,
            after: removed,
            ip: actor.ip,
          });
        }),
      );
      return { enabled: false, backupCodesLeft: 0 };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
