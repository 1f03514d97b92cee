/**
 * Passkeys (docs/product.md "Passkeys"): WebAuthn credentials, checked by @simplewebauthn/server.
 * A person adds one in Settings > Security (after their password), names it, removes it; anyone
 * signs in with one instead of a password: a discoverable credential with user verification, so
 * the passkey is both factors. Each challenge is stored once and taken once (passkeys.repository.ts),
 * so an answer cannot be replayed; the signature counter is kept. Adding and removing are audited
 * ("auth.passkey_added", "auth.passkey_removed").
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Passwords } from "#server/lib/passwords.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { findUser } from "#server/modules/user/user.repository.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";
import type { AddPasskeyBody, Passkey, PasskeySignInBody } from "#shared/schemas/passkeys.ts";
import { hasSecondFactor, twoFactorRequired } from "#shared/two-factor.ts";
import { assertCurrentPassword } from "./account-security.service.ts";
import * as challenges from "./challenges.repository.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import * as repo from "./passkeys.repository.ts";
import { findPasswordHash } from "./password-resets.repository.ts";
import { markSessionPasskeyProven } from "./sessions.repository.ts";
import { asPasswordAttempt, type SignInThrottle } from "./sign-in-throttle.ts";

/** How long a WebAuthn ceremony may take, in milliseconds. */
const CEREMONY_MS = 5 * 60_000;

const passwordWrong = () =>
  new AppError("CURRENT_PASSWORD_WRONG", "Your password is not correct. Nothing was changed.", {
    id: "errors.password.confirmWrong",
  });
const notAdded = (why: string) =>
  new AppError("PASSKEY_INVALID", `The passkey was not added: ${why}`, {
    id: "errors.passkey.notAdded",
    values: { why },
  });
const signInFailed = () =>
  new AppError(
    "PASSKEY_SIGN_IN_FAILED",
    "That passkey did not sign you in. Try again, or sign in with your password.",
    {
      id: "errors.passkey.signInFailed",
    },
  );

function present(row: repo.PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.deviceType === "multiDevice",
  };
}

/** The challenge a WebAuthn response answers (its clientDataJSON, base64url JSON), or null. */
function challengeOf(response: Record<string, unknown>): string | null {
  const inner = response.response as { clientDataJSON?: unknown } | undefined;
  if (typeof inner?.clientDataJSON !== "string") return null;
  try {
    const data = JSON.parse(Buffer.from(inner.clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof data.challenge === "string" && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

export function createPasskeysService(
  deps: ServiceDeps & {
    passwords: Passwords;
    signIn: { throttle: SignInThrottle; devices: DeviceCookies };
    appUrl: string;
    productName: string;
  },
) {
  const { db, record, now, passwords } = deps;
  const origin = new URL(deps.appUrl).origin;
  const rpID = new URL(deps.appUrl).hostname;
  const registerKey = (userId: string) => `passkey-register:${userId}`;
  const signInKey = (challenge: string) => `passkey-sign-in:${challenge}`;

  return {
    /** GET /api/user/passkeys: the person's passkeys, oldest first. */
    async list(actor: Actor): Promise<Passkey[]> {
      return (await repo.listPasskeys(db, actor.id)).map(present);
    },

    /**
     * POST /api/user/passkeys/options: the browser's registration options, after the person's
     * password (422 CURRENT_PASSWORD_WRONG; it counts as a sign-in attempt of the back-off). A
     * discoverable credential with user verification; their passkeys so far are excluded.
     */
    async registrationOptions(actor: Actor, password: string, headers: Headers): Promise<Record<string, unknown>> {
      await asPasswordAttempt(deps.signIn, normalizeEmail(actor.email), headers, now(), async () =>
        assertCurrentPassword(passwords, await findPasswordHash(db, actor.id), password, passwordWrong),
      );
      const existing = await repo.listPasskeys(db, actor.id);
      const options = await generateRegistrationOptions({
        rpName: deps.productName,
        rpID,
        userName: actor.email,
        userDisplayName: actor.name,
        userID: new TextEncoder().encode(actor.id),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await db.transaction(async (tx) => {
        const at = now();
        await challenges.takeChallenge(tx, registerKey(actor.id), at);
        await challenges.deleteExpiredChallenges(tx, at);
        await challenges.storeChallenge(
          tx,
          registerKey(actor.id),
          options.challenge,
          new Date(at.getTime() + CEREMONY_MS),
        );
      });
      return options as unknown as Record<string, unknown>;
    },

    /** POST /api/user/passkeys: checks the authenticator's answer to the options and keeps the passkey. 400 PASSKEY_INVALID. */
    async add(actor: Actor, body: AddPasskeyBody): Promise<Passkey[]> {
      const challenge = await challenges.takeChallenge(db, registerKey(actor.id), now());
      if (!challenge) throw notAdded("the request took too long or was already used. Start again.");
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await verifyRegistrationResponse({
          response: body.response as never,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch (error) {
        throw notAdded(error instanceof Error ? error.message : "the answer could not be read.");
      }
      if (!verified.verified) throw notAdded("the authenticator's answer did not check out.");
      const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
      await db.transaction(async (tx) => {
        if (await repo.findPasskey(tx, credential.id)) throw notAdded("it is already added.");
        await repo.insertPasskey(tx, {
          id: credential.id,
          userId: actor.id,
          name: body.name,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          createdAt: now(),
        });
        // The password and the new passkey were both shown in this session: it meets a two-factor
        // requirement from now on, as a passkey sign-in would (docs/decisions/0029).
        if (actor.sessionId) await markSessionPasskeyProven(tx, actor.id, actor.sessionId);
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "auth.passkey_added",
          targetType: "user",
          targetId: actor.id,
          after: { name: body.name, synced: credentialDeviceType === "multiDevice" },
          ip: actor.ip,
        });
      });
      return (await repo.listPasskeys(db, actor.id)).map(present);
    },

    /**
     * DELETE /api/user/passkeys/{id}: the passkey stops signing the person in. 404 for none of theirs;
     * 409 TWO_FACTOR_STATE_CONFLICT for the last second factor of someone who must have one (read
     * after the delete, in its transaction, so two removals at once cannot both take the last).
     */
    async remove(actor: Actor, id: string): Promise<Passkey[]> {
      await db.transaction(async (tx) => {
        const removed = await repo.deletePasskey(tx, actor.id, id);
        if (!removed) throw new AppError("NOT_FOUND", "Passkey not found.", { id: "errors.notFound.passkey" });
        const user = await findUser(tx, actor.id);
        if (user && !hasSecondFactor(user) && twoFactorRequired(actor.role, actor.team?.twoFactorPolicy ?? null)) {
          throw new AppError(
            "TWO_FACTOR_STATE_CONFLICT",
            "This is your last second factor, and one is required of you. Add an authenticator app or another passkey first.",
            { id: "errors.passkey.lastRequired" },
          );
        }
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "auth.passkey_removed",
          targetType: "user",
          targetId: actor.id,
          before: { name: removed.name },
          ip: actor.ip,
        });
      });
      return (await repo.listPasskeys(db, actor.id)).map(present);
    },

    /** POST /api/login/passkey/options: options for signing in with any passkey of this site (user verification required). */
    async signInOptions(): Promise<Record<string, unknown>> {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      await db.transaction(async (tx) => {
        const at = now();
        await challenges.deleteExpiredChallenges(tx, at);
        await challenges.storeChallenge(tx, signInKey(options.challenge), "1", new Date(at.getTime() + CEREMONY_MS));
      });
      return options as unknown as Record<string, unknown>;
    },

    /**
     * POST /api/login/passkey: the person whose passkey answered a challenge of ours (taken once),
     * its signature checked and its counter kept. 401 PASSKEY_SIGN_IN_FAILED for anything else,
     * saying nothing of which part failed.
     */
    async verifySignIn(body: PasskeySignInBody): Promise<string> {
      const challenge = challengeOf(body.response);
      const id = typeof body.response.id === "string" ? body.response.id : null;
      if (!challenge || !id) throw signInFailed();
      if (!(await challenges.takeChallenge(db, signInKey(challenge), now()))) throw signInFailed();
      const passkey = await repo.findPasskey(db, id);
      if (!passkey) throw signInFailed();
      try {
        const verified = await verifyAuthenticationResponse({
          response: body.response as never,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
        });
        if (!verified.verified) throw signInFailed();
        await repo.touchPasskey(db, passkey.id, verified.authenticationInfo.newCounter, now());
      } catch {
        throw signInFailed();
      }
      return passkey.userId;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
