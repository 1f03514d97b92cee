/**
 * Credentials (docs/product.md "Credentials" and "API tokens"): bearer tokens. A team admin makes the
 * team's (its token shown once), lists them with their last use, and revokes one; each person makes,
 * lists and revokes their own personal API tokens the same way. `authenticate` answers the live
 * credential a token names. Each change records its audit event ("credential.created",
 * "credential.revoked"); the token itself is never recorded.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { type ApiScope, SCOPE_CAPABILITY } from "#shared/api-scopes.ts";
import { can } from "#shared/roles.ts";
import type {
  CreateCredentialBody,
  CreatedCredential,
  CreatedPersonalToken,
  CreatePersonalTokenBody,
  Credential,
  CredentialKind,
  PersonalToken,
  TeamCredentialKind,
} from "#shared/schemas/credentials.ts";
import * as repo from "./credentials.repository.ts";

/** A token's prefix names its kind, so a leaked one is recognisable (secret scanners match on it). */
const TOKEN_PREFIX: Record<CredentialKind, string> = { scim: "ofc_scim_", personal: "ofc_pat_" };
/** How often a credential's last use is written at most. */
const TOUCH_EVERY_MS = 60_000;
/** The most live credentials of one kind a team keeps: enough to rotate, few enough to audit. */
export const MAX_LIVE_CREDENTIALS = 10;
/** The most live personal tokens one person keeps. */
export const MAX_LIVE_PERSONAL_TOKENS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new token of `kind`: its prefix and 32 random bytes. */
function newToken(kind: CredentialKind): string {
  return `${TOKEN_PREFIX[kind]}${randomBytes(32).toString("base64url")}`;
}

/** SHA-256 hex of a token: the token is 32 random bytes, so a fast hash leaves nothing to guess. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function present(row: repo.CredentialRow & { createdByName?: string | null }): Credential {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    tokenHint: row.tokenHint,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy && row.createdByName ? { id: row.createdBy, name: row.createdByName } : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function presentPersonal(row: repo.CredentialRow, ownerName: string): PersonalToken {
  return {
    ...present({ ...row, createdByName: ownerName }),
    scopes: row.scopes as ApiScope[],
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

const MANAGE_MESSAGE = "Only team admins can manage the team's tokens.";

export function createCredentialsService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /** GET /api/team/credentials?kind=: the team's credentials of a kind, newest first (team_admin). */
    async list(actor: Actor, kind: TeamCredentialKind): Promise<Credential[]> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.credentials.adminsOnly" });
      const team = requireTeam(actor);
      return (await repo.listCredentials(db, team.id, kind)).map(present);
    },

    /**
     * POST /api/team/credentials: makes a credential and answers its token, this once (team_admin).
     * 409 CREDENTIAL_LIMIT when the team already has MAX_LIVE_CREDENTIALS live ones of the kind.
     */
    async create(actor: Actor, body: CreateCredentialBody): Promise<CreatedCredential> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.credentials.adminsOnly" });
      const team = requireTeam(actor);
      const token = newToken(body.kind);
      const row = await db.transaction(async (tx) => {
        const live = (await repo.listCredentials(tx, team.id, body.kind)).filter((c) => c.revokedAt === null);
        if (live.length >= MAX_LIVE_CREDENTIALS) {
          throw new AppError(
            "CREDENTIAL_LIMIT",
            `The team has ${MAX_LIVE_CREDENTIALS} tokens of this kind. Revoke one you no longer use first.`,
            { id: "errors.credentials.limit", values: { max: MAX_LIVE_CREDENTIALS } },
          );
        }
        const created = await repo.insertCredential(tx, {
          teamId: team.id,
          kind: body.kind,
          name: body.name,
          tokenHash: hashToken(token),
          tokenHint: token.slice(-4),
          createdBy: actor.id,
          createdAt: now(),
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "credential.created",
          targetType: "credential",
          targetId: created.id,
          after: { kind: created.kind, name: created.name, tokenHint: created.tokenHint },
          ip: actor.ip,
        });
        return created;
      });
      return { ...present({ ...row, createdByName: actor.name }), token };
    },

    /**
     * DELETE /api/team/credentials/{id}: revokes it from the next call on (team_admin); revoking a
     * revoked one changes nothing. 404 for no such credential of the team.
     */
    async revoke(actor: Actor, id: string): Promise<Credential> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.credentials.adminsOnly" });
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const row = await repo.lockCredential(tx, team.id, id);
        if (!row) throw new AppError("NOT_FOUND", "Token not found.", { id: "errors.notFound.credential" });
        if (row.revokedAt) return present(row);
        const at = now();
        await repo.revokeCredential(tx, team.id, id, at);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "credential.revoked",
          targetType: "credential",
          targetId: id,
          before: { kind: row.kind, name: row.name, tokenHint: row.tokenHint },
          ip: actor.ip,
        });
        return present({ ...row, revokedAt: at });
      });
    },

    /** GET /api/me/tokens: the actor's personal API tokens, newest first, revoked and expired ones too. */
    async listPersonal(actor: Actor): Promise<PersonalToken[]> {
      const team = requireTeam(actor);
      return (await repo.listPersonalTokens(db, team.id, actor.id)).map((row) => presentPersonal(row, actor.name));
    },

    /**
     * POST /api/me/tokens: makes a personal API token acting as the actor within `scopes` and answers
     * it, this once. 422 TOKEN_SCOPE_NOT_ALLOWED for a scope the actor's role cannot use (SCOPE_CAPABILITY);
     * 409 CREDENTIAL_LIMIT at MAX_LIVE_PERSONAL_TOKENS live ones.
     */
    async createPersonal(actor: Actor, body: CreatePersonalTokenBody): Promise<CreatedPersonalToken> {
      const team = requireTeam(actor);
      const scopes = [...new Set(body.scopes)];
      const refused = scopes.find((scope) => !can(actor.role, SCOPE_CAPABILITY[scope]));
      if (refused) {
        throw new AppError(
          "TOKEN_SCOPE_NOT_ALLOWED",
          `Your role can't use the ${refused} scope, so a token of yours can't carry it.`,
          { id: "errors.token.scopeNotAllowed", values: { scope: refused } },
        );
      }
      const token = newToken("personal");
      const at = now();
      const row = await db.transaction(async (tx) => {
        await repo.lockPersonalTokensOf(tx, actor.id);
        const live = (await repo.listPersonalTokens(tx, team.id, actor.id)).filter(
          (c) => c.revokedAt === null && (c.expiresAt === null || c.expiresAt > at),
        );
        if (live.length >= MAX_LIVE_PERSONAL_TOKENS) {
          throw new AppError(
            "CREDENTIAL_LIMIT",
            `You have ${MAX_LIVE_PERSONAL_TOKENS} live tokens. Revoke one you no longer use first.`,
            { id: "errors.token.limit", values: { max: MAX_LIVE_PERSONAL_TOKENS } },
          );
        }
        const created = await repo.insertCredential(tx, {
          teamId: team.id,
          userId: actor.id,
          kind: "personal",
          name: body.name,
          tokenHash: hashToken(token),
          tokenHint: token.slice(-4),
          scopes,
          createdBy: actor.id,
          createdAt: at,
          signInMethod: actor.signInMethod ?? null,
          expiresAt: body.expiresInDays === null ? null : new Date(at.getTime() + body.expiresInDays * DAY_MS),
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "credential.created",
          targetType: "credential",
          targetId: created.id,
          after: {
            kind: created.kind,
            name: created.name,
            tokenHint: created.tokenHint,
            scopes,
            expiresAt: created.expiresAt?.toISOString() ?? null,
          },
          ip: actor.ip,
        });
        return created;
      });
      return { ...presentPersonal(row, actor.name), token };
    },

    /**
     * DELETE /api/me/tokens/{id}: revokes one of the actor's personal tokens from the next call on;
     * revoking a revoked one changes nothing. 404 for no such token of theirs.
     */
    async revokePersonal(actor: Actor, id: string): Promise<PersonalToken> {
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const row = await repo.lockPersonalToken(tx, team.id, actor.id, id);
        if (!row) throw new AppError("NOT_FOUND", "Token not found.", { id: "errors.notFound.credential" });
        if (row.revokedAt) return presentPersonal(row, actor.name);
        const at = now();
        await repo.revokeCredential(tx, team.id, id, at);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "credential.revoked",
          targetType: "credential",
          targetId: id,
          before: { kind: row.kind, name: row.name, tokenHint: row.tokenHint },
          ip: actor.ip,
        });
        return presentPersonal({ ...row, revokedAt: at }, actor.name);
      });
    },

    /**
     * The live personal API token `token` is, with its owner and their team, its last use stamped (at
     * most once a minute); null for an unknown, revoked or expired token, another kind's, or one
     * whose owner has left its team.
     */
    async authenticatePersonal(token: string): Promise<repo.TokenActorRow | null> {
      if (!token.startsWith(TOKEN_PREFIX.personal) || token.length > 200) return null;
      const at = now();
      const row = await repo.findTokenActor(db, hashToken(token), at);
      const lastUsedAt = row?.credential.lastUsedAt ?? null;
      const staleBefore = new Date(at.getTime() - TOUCH_EVERY_MS);
      if (row && (lastUsedAt === null || lastUsedAt < staleBefore)) {
        await repo.touchCredential(db, row.credential.id, at, staleBefore);
      }
      return row;
    },

    /**
     * The live credential of `kind` that `token` is, its last use stamped (at most once a minute);
     * null for an unknown, revoked or expired token or one of another kind.
     */
    async authenticate(token: string, kind: CredentialKind): Promise<repo.CredentialRow | null> {
      if (!token.startsWith(TOKEN_PREFIX[kind]) || token.length > 200) return null;
      const at = now();
      const row = await repo.findLiveCredential(db, hashToken(token), kind, at);
      const staleBefore = new Date(at.getTime() - TOUCH_EVERY_MS);
      // The stamp just read decides whether to write one: most calls of a busy client write nothing.
      if (row && (row.lastUsedAt === null || row.lastUsedAt < staleBefore)) {
        await repo.touchCredential(db, row.id, at, staleBefore);
      }
      return row;
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
