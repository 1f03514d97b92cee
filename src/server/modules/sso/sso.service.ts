/**
 * Single sign-on over OpenID Connect or SAML 2.0 (docs/product.md "Single sign-on"; docs/decisions/0030):
 * openid-client does discovery, the authorization code flow with PKCE, `state` and `nonce`, and the
 * ID token's checks; node-saml the AuthnRequest and the signed answer's checks (sso-saml.ts). This
 * service keeps the team's connection (a client secret sealed, lib/secret-box.ts), proves e-mail
 * domains by DNS TXT records, and turns a verified answer into a member: found by the provider's
 * subject or address, joined just in time through the joiner's steps (auth/provisioned-member.ts),
 * their groups and roles taken from the groups claim or attribute, and a session opened as every
 * sign-in's is (lib/session-opener.ts). An OpenID Connect flow's secrets ride in a sealed, HttpOnly
 * cookie for the 10 minutes it may take; a SAML provider posts its answer from its own site, where
 * a lax cookie is not sent, so a SAML flow is a one-time row named by the RelayState.
 */
import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import type { Profile } from "@node-saml/node-saml";
import * as oidc from "openid-client";
import type { Tx } from "#db/client.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, isPgError } from "#server/lib/app-error.ts";
import type { Auth } from "#server/lib/better-auth.ts";
import { outboundFetch, PrivateAddressError } from "#server/lib/outbound-fetch.ts";
import type { SecretBox } from "#server/lib/secret-box.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { findUserIdByAccount, linkAccount } from "#server/modules/auth/auth.repository.ts";
import * as challenges from "#server/modules/auth/challenges.repository.ts";
import { addProvisionedMember, rejoinProvisionedMember } from "#server/modules/auth/provisioned-member.ts";
import { deleteTeamSessionsWithoutSso } from "#server/modules/auth/sessions.repository.ts";
import { refuseDisabledSignIn } from "#server/modules/auth/sign-in-rules.ts";
import { touchLastSignIn } from "#server/modules/auth/sign-in-states.repository.ts";
import * as groupsRepo from "#server/modules/groups/groups.repository.ts";
import { applyGroupRoles } from "#server/modules/groups/groups.service.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import { NAME_MAX } from "#shared/constants.ts";
import { isAdminRole, isSuperAdminRole, type Role } from "#shared/roles.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";
import {
  type RequireSsoBody,
  type SaveSamlConnectionBody,
  type SaveSsoConnectionBody,
  SSO_CALLBACK_PATH,
  SSO_CHALLENGE_PREFIX,
  type SsoProtocol,
  type SsoSettings,
} from "#shared/schemas/sso.ts";
import * as repo from "./sso.repository.ts";
import {
  certificatesExpireAt,
  fetchIdpMetadata,
  type IdpMetadata,
  readAssertion,
  readIdpMetadata,
  samlClient,
  serviceProviderOf,
} from "./sso-saml.ts";

/** How long a sign-in may spend at the provider, in seconds. */
export const SSO_FLOW_SECONDS = 10 * 60;
const FLOW_CONTEXT = "sso-flow";
/** The one-time row of a SAML flow (auth/challenges.repository.ts). */
const samlFlowKey = (relayState: string) => `saml-flow-${relayState}`;

/** What a flow holds between the start and the provider's answer. */
interface Flow {
  teamId: string;
  /** OpenID Connect: the values the answer must match. */
  state?: string;
  nonce?: string;
  verifier?: string;
  /** SAML: the ID of the AuthnRequest the answer must be in response to. */
  requestId?: string;
  /** "test": a team admin's trial of the connection; "sign-in": a person signing in. */
  purpose: "test" | "sign-in";
  /** The admin who tests it. */
  userId?: string;
  expiresAt: number;
}

/** The person a checked answer names, whichever the protocol. */
interface Claims {
  protocol: SsoProtocol;
  /** The provider's subject (the ID token's `sub`, the assertion's NameID). */
  sub: string;
  email: string;
  name: string;
  /** The groups claim's or attribute's names; null when the answer has none. */
  groups: string[] | null;
}

/** Where the callback sends the browser, the cookies to set on the way, and what went wrong if anything did. */
export interface SsoLanding {
  location: string;
  cookies: string[];
  error?: AppError;
}

const MANAGE_MESSAGE = "Only team admins can set up single sign-on.";

const notConfigured = (domain: string) =>
  new AppError(
    "SSO_NOT_CONFIGURED",
    `No single sign-on is set up for ${domain}. Sign in with your password, or ask your team admin.`,
    { id: "errors.sso.notConfigured", values: { domain } },
  );

const signInFailed = (why: string) =>
  new AppError("SSO_SIGN_IN_FAILED", `Single sign-on did not complete: ${why}`, {
    id: "errors.sso.failed",
    values: { why },
  });

/** The issuer is https, or http on this machine (a provider under test or in development). */
function isLoopback(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * The provider's discovered configuration, its requests (discovery, token) made with `fetcher`
 * (lib/outbound-fetch.ts); 422 SSO_DISCOVERY_FAILED when it cannot be read or the issuer is a
 * private address the server does not call.
 */
async function discover(
  issuer: string,
  clientId: string,
  clientSecret: string,
  fetcher: typeof fetch,
): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  const insecure = url.protocol === "http:";
  if (insecure && !isLoopback(url)) {
    throw new AppError("SSO_DISCOVERY_FAILED", "The issuer must be an https:// address.", {
      id: "errors.sso.httpsIssuer",
    });
  }
  try {
    return await oidc.discovery(url, clientId, clientSecret, undefined, {
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: 10,
      // The body openid-client sends (a string or bytes) is one fetch takes; only the types differ.
      [oidc.customFetch]: (url, options) => fetcher(url, options as RequestInit),
    });
  } catch (error) {
    // openid-client wraps what its fetch threw ("something went wrong") and keeps it as the cause.
    const refused = error instanceof Error && error.cause instanceof PrivateAddressError ? error.cause : error;
    if (refused instanceof PrivateAddressError) refusePrivateAddress(refused);
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(
      "SSO_DISCOVERY_FAILED",
      `The provider's discovery document at ${issuer} could not be read (${reason}). Check the issuer URL.`,
      { id: "errors.sso.discovery", values: { issuer, reason } },
    );
  }
}

/** Rethrows a refused private address (lib/outbound-fetch.ts) as 422 SSO_DISCOVERY_FAILED; any other error as it is. */
function refusePrivateAddress(error: unknown): never {
  if (!(error instanceof PrivateAddressError)) throw error;
  throw new AppError(
    "SSO_DISCOVERY_FAILED",
    `${error.host} is a private or local address (${error.address}), which this server does not call. Give the provider's public address, or ask the server's operator to allow private addresses.`,
    { id: "errors.sso.privateAddress", values: { host: error.host, address: error.address } },
  );
}

/** The address's domain, lower case. */
const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

export function createSsoService(
  deps: ServiceDeps & {
    auth: Auth;
    secrets: SecretBox;
    appUrl: string;
    /** DNS servers for the domain checks (`host:port`); the system's when absent. */
    dnsServers?: readonly string[];
    /** Whether the provider may be on a private or loopback address (OUTBOUND_ALLOW_PRIVATE). */
    allowPrivateAddresses: boolean;
    /** Whether an admin's own address at a domain proves it (SSO_DOMAIN_PROOF_BY_ADDRESS, development). */
    domainProofByAddress?: boolean;
    /** Whether addresses are confirmed by mail on this server (it sends mail), so only a confirmed one proves. */
    addressesConfirmed?: boolean;
  },
) {
  const { db, record, now, auth, secrets, appUrl } = deps;
  const fetcher = outboundFetch(deps.allowPrivateAddresses);
  const callbackUrl = `${appUrl}${SSO_CALLBACK_PATH}`;
  const secretContext = (teamId: string) => `sso_connections.client_secret:${teamId}`;

  /**
   * Whether `actor`'s own address proves `domain` on a server that allows that (development): theirs
   * is at the domain, and confirmed where the server confirms addresses.
   */
  function provesByAddress(actor: Actor, domain: string): boolean {
    return (
      deps.domainProofByAddress === true &&
      domainOf(actor.email) === domain &&
      (actor.user.emailVerified || deps.addressesConfirmed !== true)
    );
  }

  function assertManages(actor: Actor) {
    assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.sso.adminsOnly" });
    return requireTeam(actor);
  }

  /** The OpenID Connect configuration of a connection saved for OpenID Connect. */
  async function configOf(connection: repo.SsoConnectionRow) {
    const { issuer, clientId, clientSecretSealed } = connection;
    if (connection.protocol !== "oidc" || !issuer || !clientId || !clientSecretSealed) {
      throw signInFailed("single sign-on was set up anew since the sign-in started. Start again.");
    }
    return discover(issuer, clientId, secrets.open(clientSecretSealed, secretContext(connection.teamId)), fetcher);
  }

  /** What a connection saved for SAML knows of its provider. */
  function idpOf(connection: repo.SsoConnectionRow): IdpMetadata {
    const { samlIdpEntityId, samlSsoUrl, samlCertificates } = connection;
    if (connection.protocol !== "saml" || !samlIdpEntityId || !samlSsoUrl || !samlCertificates?.length) {
      throw signInFailed("single sign-on was set up anew since the sign-in started. Start again.");
    }
    return { entityId: samlIdpEntityId, ssoUrl: samlSsoUrl, certificates: samlCertificates };
  }

  /** The provider's sign-in page for a new flow, and (OpenID Connect) the flow to keep in the cookie. */
  async function begin(
    connection: repo.SsoConnectionRow,
    flow: Pick<Flow, "purpose" | "userId">,
    loginHint?: string,
  ): Promise<{ url: string; flowCookie: string | null }> {
    if (connection.protocol === "saml") return beginSaml(connection, flow);
    const config = await configOf(connection);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
      ...(loginHint ? { login_hint: loginHint } : {}),
    });
    const sealed = secrets.seal(
      JSON.stringify({
        teamId: connection.teamId,
        state,
        nonce,
        verifier,
        ...flow,
        expiresAt: now().getTime() + SSO_FLOW_SECONDS * 1000,
      } satisfies Flow),
      FLOW_CONTEXT,
    );
    return { url: url.href, flowCookie: sealed };
  }

  /** A SAML flow: the AuthnRequest's address, the flow kept for 10 minutes under the RelayState. */
  async function beginSaml(connection: repo.SsoConnectionRow, flow: Pick<Flow, "purpose" | "userId">) {
    const idp = idpOf(connection);
    const relayState = randomBytes(24).toString("base64url");
    let requestId = "";
    const client = samlClient(
      idp,
      serviceProviderOf(appUrl, connection.teamId),
      {
        request: null,
        onRequest: (id) => {
          requestId = id;
        },
      },
      SSO_FLOW_SECONDS * 1000,
    );
    const url = await client.getAuthorizeUrlAsync(relayState, undefined, {});
    const at = now();
    const expiresAt = at.getTime() + SSO_FLOW_SECONDS * 1000;
    await db.transaction(async (tx) => {
      await challenges.deleteExpiredChallenges(tx, at);
      await challenges.storeChallenge(
        tx,
        samlFlowKey(relayState),
        JSON.stringify({ teamId: connection.teamId, requestId, ...flow, expiresAt } satisfies Flow),
        new Date(expiresAt),
      );
    });
    return { url, flowCookie: null };
  }

  function readFlow(sealed: string | undefined): Flow {
    if (!sealed) throw signInFailed("the sign-in was started in another browser, or too long ago. Start again.");
    let flow: Flow;
    try {
      flow = JSON.parse(secrets.open(sealed, FLOW_CONTEXT)) as Flow;
    } catch {
      throw signInFailed("the sign-in could not be read. Start again.");
    }
    if (flow.expiresAt < now().getTime()) throw signInFailed("the sign-in took longer than 10 minutes. Start again.");
    return flow;
  }

  /**
   * The member a verified answer names, in `tx`: linked before by the provider's subject, else by
   * address (an account in no team joins; one in another team is refused), else a new member.
   */
  async function memberFor(tx: Tx, teamId: string, claims: Claims, ip: string | null) {
    const providerId = `${claims.protocol}:${teamId}`;
    const at = now();
    const linked = await findUserIdByAccount(tx, providerId, claims.sub);
    const userId = linked ?? (await userRepo.findUserIdByEmail(tx, claims.email));
    if (userId) {
      const user = await userRepo.findUser(tx, userId);
      if (!user) throw signInFailed("the account was not found.");
      // A super admin belongs to no team and signs in with their password and second factor: no
      // team's provider may make them its member.
      if (isSuperAdminRole(user.role as Role)) {
        throw signInFailed(`${user.email} is a platform administrator, who signs in with a password.`);
      }
      if (user.teamId === null) await rejoinProvisionedMember(tx, record, { teamId, userId, via: "sso", ip, at });
      else if (user.teamId !== teamId) {
        throw signInFailed(`${user.email} belongs to another team. Ask its team admin to remove it first.`);
      }
      await linkAccount(tx, userId, providerId, claims.sub);
      return userId;
    }
    const created = await addProvisionedMember(tx, record, {
      teamId,
      name: claims.name,
      email: claims.email,
      via: "sso",
      ip,
      at,
    });
    await linkAccount(tx, created.id, providerId, claims.sub);
    return created.id;
  }

  /** Makes the member's groups of the provider those its groups claim names, and re-decides their role. */
  async function applyGroupsClaim(tx: Tx, teamId: string, userId: string, names: string[], ip: string | null) {
    const at = now();
    const ids: string[] = [];
    for (const name of names) {
      const existing = await groupsRepo.findGroupBy(tx, teamId, { name });
      if (existing) {
        // A group made here or over SCIM keeps its own members: the claim does not take it over.
        if (existing.source === "sso") ids.push(existing.id);
        continue;
      }
      const created = await groupsRepo.insertGroup(tx, { teamId, name, source: "sso", createdAt: at, updatedAt: at });
      await record(tx, {
        teamId,
        actorId: null,
        action: "group.created",
        targetType: "group",
        targetId: created.id,
        after: { name: created.name, role: created.role, source: created.source },
        ip,
      });
      ids.push(created.id);
    }
    await groupsRepo.setUserGroupsOfSource(tx, teamId, userId, "sso", ids, at);
    await applyGroupRoles(tx, record, teamId, [userId], { actorId: null, ip, via: "sso" }, at);
  }

  /** The claims the sign-in needs, checked; throws SSO_SIGN_IN_FAILED naming what is missing. */
  function readClaims(claims: oidc.IDToken | undefined, groupsClaim: string) {
    if (!claims) throw signInFailed("the provider sent no ID token.");
    const email = typeof claims.email === "string" ? normalizeEmail(claims.email) : "";
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw signInFailed("the provider sent no e-mail address (the email scope).");
    if (claims.email_verified === false) throw signInFailed(`the provider has not verified ${email}.`);
    const given = [claims.given_name, claims.family_name].filter((p) => typeof p === "string").join(" ");
    const rawName = (typeof claims.name === "string" && claims.name) || given || email.split("@")[0];
    const name = rawName.replace(/\s+/g, " ").trim().slice(0, NAME_MAX) || email.split("@")[0];
    const rawGroups = claims[groupsClaim];
    const groups = Array.isArray(rawGroups)
      ? [
          ...new Set(
            rawGroups
              .filter((g): g is string => typeof g === "string" && g.trim() !== "")
              .map((g) => g.trim().slice(0, 200)),
          ),
        ].slice(0, 200)
      : null;
    return { protocol: "oidc", sub: claims.sub, email, name, groups } satisfies Claims;
  }

  /**
   * Writes the team's provider (the other protocol's fields emptied) and its audit row. A `changed`
   * provider must be tested again before sign-in through it is on.
   */
  async function store(
    actor: Actor,
    teamId: string,
    current: repo.SsoConnectionRow | null,
    changed: boolean,
    values: Partial<repo.SsoConnectionRow> & { protocol: SsoProtocol; groupsClaim: string; audit: object },
  ) {
    const { audit, ...fields } = values;
    await db.transaction(async (tx) => {
      const at = now();
      await repo.upsertConnection(tx, {
        issuer: null,
        clientId: null,
        clientSecretSealed: null,
        samlMetadataUrl: null,
        samlIdpEntityId: null,
        samlSsoUrl: null,
        samlCertificates: null,
        ...fields,
        teamId,
        enabled: changed ? false : (current?.enabled ?? false),
        requireSso: changed ? false : (current?.requireSso ?? false),
        testedAt: changed ? null : (current?.testedAt ?? null),
        createdAt: at,
        updatedAt: at,
      });
      await record(tx, {
        teamId,
        actorId: actor.id,
        action: "sso.connection_saved",
        targetType: "team",
        targetId: teamId,
        before: current ? describe(current) : null,
        after: audit,
        ip: actor.ip,
      });
    });
  }

  const service = {
    callbackUrl,

    /** GET /api/team/sso: the connection (never its secret), the domains and the redirect URI (team_admin). */
    async settings(actor: Actor): Promise<SsoSettings> {
      const team = assertManages(actor);
      const [connection, domains] = await Promise.all([
        repo.findConnection(db, team.id),
        repo.listDomains(db, team.id),
      ]);
      const breakGlass = connection?.breakGlassUserId ? await userRepo.findUser(db, connection.breakGlassUserId) : null;
      return {
        connection: connection
          ? {
              protocol: connection.protocol as SsoProtocol,
              issuer: connection.issuer,
              clientId: connection.clientId,
              saml:
                connection.protocol === "saml" && connection.samlIdpEntityId && connection.samlSsoUrl
                  ? {
                      entityId: connection.samlIdpEntityId,
                      ssoUrl: connection.samlSsoUrl,
                      metadataUrl: connection.samlMetadataUrl,
                      certificatesExpireAt: certificatesExpireAt(connection.samlCertificates ?? []),
                    }
                  : null,
              groupsClaim: connection.groupsClaim,
              enabled: connection.enabled,
              testedAt: connection.testedAt?.toISOString() ?? null,
              lastTestError: connection.lastTestError,
              required: connection.requireSso,
              breakGlass: breakGlass ? { id: breakGlass.id, name: breakGlass.name } : null,
            }
          : null,
        domains: domains.map((d) => ({
          domain: d.domain,
          record: { name: `${SSO_CHALLENGE_PREFIX}.${d.domain}`, value: d.challenge },
          verifiedAt: d.verifiedAt?.toISOString() ?? null,
          provableByAddress: provesByAddress(actor, d.domain),
        })),
        callbackUrl,
        serviceProvider: serviceProviderOf(appUrl, team.id),
      };
    },

    /**
     * PUT /api/team/sso: saves an OpenID Connect provider (its discovery document read first: 422
     * SSO_DISCOVERY_FAILED). A new protocol, issuer, client or secret switches sign-in through it
     * off until a new test. Records "sso.connection_saved".
     */
    async save(actor: Actor, body: SaveSsoConnectionBody): Promise<SsoSettings> {
      const team = assertManages(actor);
      const current = await repo.findConnection(db, team.id);
      const keptSecret =
        current?.protocol === "oidc" && current.clientSecretSealed
          ? secrets.open(current.clientSecretSealed, secretContext(team.id))
          : null;
      const secret = body.clientSecret ?? keptSecret;
      if (secret === null) {
        throw new AppError("VALIDATION_FAILED", "Client secret is required", {
          id: "errors.sso.clientSecretRequired",
        });
      }
      await discover(body.issuer, body.clientId, secret, fetcher);
      const changed =
        current?.protocol !== "oidc" ||
        current.issuer !== body.issuer ||
        current.clientId !== body.clientId ||
        body.clientSecret !== undefined;
      await store(actor, team.id, current, changed, {
        protocol: "oidc",
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecretSealed: secrets.seal(secret, secretContext(team.id)),
        groupsClaim: body.groupsClaim ?? "groups",
        audit: {
          issuer: body.issuer,
          clientId: body.clientId,
          groupsClaim: body.groupsClaim,
          secretChanged: body.clientSecret !== undefined,
        },
      });
      return service.settings(actor);
    },

    /**
     * PUT /api/team/sso/saml: saves a SAML 2.0 provider from its metadata (fetched from
     * `metadataUrl` or pasted as `metadataXml`; 422 SSO_DISCOVERY_FAILED when it cannot be read). A
     * new protocol, entity ID, sign-on address or certificate switches sign-in through it off until a
     * new test. Records "sso.connection_saved".
     */
    async saveSaml(actor: Actor, body: SaveSamlConnectionBody): Promise<SsoSettings> {
      const team = assertManages(actor);
      const metadata = body.metadataUrl
        ? await fetchIdpMetadata(body.metadataUrl, fetcher).catch(refusePrivateAddress)
        : readIdpMetadata(body.metadataXml ?? "");
      const current = await repo.findConnection(db, team.id);
      const changed =
        current?.protocol !== "saml" ||
        current.samlIdpEntityId !== metadata.entityId ||
        current.samlSsoUrl !== metadata.ssoUrl ||
        (current.samlCertificates ?? []).join() !== metadata.certificates.join();
      await store(actor, team.id, current, changed, {
        protocol: "saml",
        samlMetadataUrl: body.metadataUrl ?? null,
        samlIdpEntityId: metadata.entityId,
        samlSsoUrl: metadata.ssoUrl,
        samlCertificates: metadata.certificates,
        groupsClaim: body.groupsAttribute ?? "groups",
        audit: {
          protocol: "saml",
          entityId: metadata.entityId,
          ssoUrl: metadata.ssoUrl,
          metadataUrl: body.metadataUrl ?? null,
          groupsAttribute: body.groupsAttribute,
        },
      });
      return service.settings(actor);
    },

    /** DELETE /api/team/sso: removes the provider; members sign in with passwords again. */
    async remove(actor: Actor): Promise<SsoSettings> {
      const team = assertManages(actor);
      await db.transaction(async (tx) => {
        const current = await repo.findConnection(tx, team.id, true);
        if (!current) return;
        await repo.deleteConnection(tx, team.id);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "sso.connection_removed",
          targetType: "team",
          targetId: team.id,
          before: describe(current),
          ip: actor.ip,
        });
      });
      return service.settings(actor);
    },

    /** POST /api/team/sso/test: the provider's sign-in page for the admin's trial of the connection. 404. */
    async startTest(actor: Actor) {
      const team = assertManages(actor);
      const connection = await repo.findConnection(db, team.id);
      if (!connection) throw new AppError("NOT_FOUND", "Save the provider first.", { id: "errors.sso.saveFirst" });
      return begin(connection, { purpose: "test", userId: actor.id });
    },

    /** POST /api/team/sso/enabled: turns sign-in through the provider on or off. 409 SSO_NOT_TESTED. */
    async setEnabled(actor: Actor, enabled: boolean): Promise<SsoSettings> {
      const team = assertManages(actor);
      await db.transaction(async (tx) => {
        const current = await repo.findConnection(tx, team.id, true);
        if (!current) throw new AppError("NOT_FOUND", "Save the provider first.", { id: "errors.sso.saveFirst" });
        if (enabled && !current.testedAt) {
          throw new AppError(
            "SSO_NOT_TESTED",
            "Test the connection first: sign in through the provider once with “Test connection”.",
            { id: "errors.sso.notTested" },
          );
        }
        if (current.enabled === enabled) return;
        // Requiring it without it on would leave the team no way in but the break-glass admin's.
        await repo.updateConnection(tx, team.id, {
          enabled,
          ...(enabled ? {} : { requireSso: false }),
          updatedAt: now(),
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: enabled ? "sso.enabled" : "sso.disabled",
          targetType: "team",
          targetId: team.id,
          ip: actor.ip,
        });
      });
      return service.settings(actor);
    },

    /**
     * POST /api/team/sso/required: requires single sign-on of the team's members (team_admin): from
     * then on a password sign-in is refused with SSO_REQUIRED, and the sessions opened with a
     * password end now, but for `breakGlassUserId` (a team admin of the team, 400 otherwise) and
     * the admin's own session. 409 when sign-in through the provider is not on. Records
     * "sso.required" or "sso.not_required".
     */
    async setRequired(actor: Actor, body: RequireSsoBody): Promise<SsoSettings> {
      const team = assertManages(actor);
      const breakGlassUserId = body.breakGlassUserId ?? null;
      await db.transaction(async (tx) => {
        const current = await repo.findConnection(tx, team.id, true);
        if (!current) throw new AppError("NOT_FOUND", "Save the provider first.", { id: "errors.sso.saveFirst" });
        if (body.required && !current.enabled) {
          throw new AppError("SSO_NOT_TESTED", "Switch sign-in through the provider on before requiring it.", {
            id: "errors.sso.requireEnabledFirst",
          });
        }
        if (breakGlassUserId !== null) {
          const member = await userRepo.findMember(tx, team.id, breakGlassUserId);
          if (!member || !isAdminRole(member.role as Role)) {
            throw new AppError(
              "VALIDATION_FAILED",
              "The account that may still use a password must be a team admin of the team.",
              { id: "errors.sso.breakGlassAdmin" },
            );
          }
        }
        await repo.updateConnection(tx, team.id, {
          requireSso: body.required,
          breakGlassUserId: body.required ? breakGlassUserId : null,
          updatedAt: now(),
        });
        // The admin who turns it on keeps the session they are using; everyone else signs in again.
        const endedSessions = body.required
          ? await deleteTeamSessionsWithoutSso(tx, team.id, breakGlassUserId, actor.sessionId ?? null)
          : 0;
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: body.required ? "sso.required" : "sso.not_required",
          targetType: "team",
          targetId: team.id,
          before: { required: current.requireSso, breakGlassUserId: current.breakGlassUserId },
          after: { required: body.required, breakGlassUserId: body.required ? breakGlassUserId : null },
          ip: actor.ip,
          data: { endedSessions },
        });
      });
      return service.settings(actor);
    },

    /** POST /api/team/sso/domains: claims a domain; the answer names the TXT record that proves it. 409 SSO_DOMAIN_TAKEN. */
    async addDomain(actor: Actor, domain: string): Promise<SsoSettings> {
      const team = assertManages(actor);
      await db.transaction(async (tx) => {
        const owner = await repo.findVerifiedDomain(tx, domain);
        if (owner && owner.teamId !== team.id) throw domainTaken(domain);
        if (await repo.findDomain(tx, team.id, domain)) return;
        await repo.insertDomain(tx, {
          teamId: team.id,
          domain,
          challenge: `officely-verify=${randomBytes(16).toString("hex")}`,
          createdAt: now(),
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "sso.domain_added",
          targetType: "team",
          targetId: team.id,
          after: { domain },
          ip: actor.ip,
        });
      });
      return service.settings(actor);
    },

    /**
     * POST /api/team/sso/domains/{domain}/verify: looks the TXT record up and marks the domain the
     * team's; on a server that allows it, the admin's own address at the domain proves it instead
     * (`provesByAddress`). 404, 409 SSO_DOMAIN_TAKEN (another team verified it first), 422
     * SSO_DOMAIN_UNVERIFIED.
     */
    async verifyDomain(actor: Actor, domain: string): Promise<SsoSettings> {
      const team = assertManages(actor);
      const claim = await repo.findDomain(db, team.id, domain);
      if (!claim) throw new AppError("NOT_FOUND", "Domain not found.", { id: "errors.sso.domainNotFound" });
      if (claim.verifiedAt) return service.settings(actor);
      const name = `${SSO_CHALLENGE_PREFIX}.${domain}`;
      const resolver = new Resolver({ timeout: 3000, tries: 2 });
      if (deps.dnsServers?.length) resolver.setServers([...deps.dnsServers]);
      const byAddress = provesByAddress(actor, domain);
      const records = byAddress ? [] : await resolver.resolveTxt(name).catch(() => [] as string[][]);
      if (!byAddress && !records.some((chunks) => chunks.join("") === claim.challenge)) {
        throw new AppError(
          "SSO_DOMAIN_UNVERIFIED",
          `No TXT record at ${name} holds ${claim.challenge} yet. Publish it, wait for DNS to update, and verify again.`,
          { id: "errors.sso.domainUnverified", values: { name, value: claim.challenge } },
        );
      }
      await db
        .transaction(async (tx) => {
          await repo.markDomainVerified(tx, team.id, domain, now());
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "sso.domain_verified",
            targetType: "team",
            targetId: team.id,
            after: { domain, by: byAddress ? "address" : "dns" },
            ip: actor.ip,
          });
        })
        .catch((error) => {
          if (isPgError(error, "23505")) throw domainTaken(domain);
          throw error;
        });
      return service.settings(actor);
    },

    /** DELETE /api/team/sso/domains/{domain}: releases the domain (another team may then claim it). 404. */
    async removeDomain(actor: Actor, domain: string): Promise<SsoSettings> {
      const team = assertManages(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteDomain(tx, team.id, domain))) {
          throw new AppError("NOT_FOUND", "Domain not found.", { id: "errors.sso.domainNotFound" });
        }
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "sso.domain_removed",
          targetType: "team",
          targetId: team.id,
          before: { domain },
          ip: actor.ip,
        });
      });
      return service.settings(actor);
    },

    /**
     * POST /api/auth/sso/start: the provider's sign-in page for `email`, when its domain is verified
     * by a team whose single sign-on is on. 404 SSO_NOT_CONFIGURED otherwise.
     */
    async startSignIn(email: string) {
      const domain = domainOf(email);
      const claim = await repo.findVerifiedDomain(db, domain);
      const connection = claim ? await repo.findConnection(db, claim.teamId) : null;
      if (!connection?.enabled) throw notConfigured(domain);
      return begin(connection, { purpose: "sign-in" }, email);
    },

    /**
     * GET /api/auth/sso/callback: checks the provider's answer against the flow (state, nonce, PKCE,
     * the ID token), then finishes a test (the connection is marked tested) or a sign-in (the member,
     * their groups and role, a session). Throws SSO_SIGN_IN_FAILED (or ACCOUNT_DISABLED) with what
     * went wrong, and answers where the browser goes.
     */
    async finish(
      currentUrl: URL,
      sealedFlow: string | undefined,
      headers: Headers,
      ip: string | null,
    ): Promise<SsoLanding> {
      let flow: Flow | null = null;
      try {
        flow = readFlow(sealedFlow);
        const connection = await connectionOf(flow);
        return await land(flow, await verifyOidc(connection, flow, currentUrl), headers, ip);
      } catch (error) {
        return failed(flow, error);
      }
    },

    /**
     * POST /api/auth/sso/saml/acs: takes the flow the RelayState names (once: a replayed answer finds
     * none), checks the SAML response against it and the provider's metadata, then lands as
     * `finish` does.
     */
    async finishSaml(
      body: { SAMLResponse?: string; RelayState?: string },
      headers: Headers,
      ip: string | null,
    ): Promise<SsoLanding> {
      let flow: Flow | null = null;
      try {
        const stored = body.RelayState ? await challenges.takeChallenge(db, samlFlowKey(body.RelayState), now()) : null;
        if (!stored) {
          throw signInFailed(
            "this answer is for no sign-in in progress (it was used already, or came after 10 minutes). Start again.",
          );
        }
        flow = JSON.parse(stored) as Flow;
        if (!body.SAMLResponse) throw signInFailed("the provider sent no SAML response.");
        const connection = await connectionOf(flow);
        return await land(flow, await verifySaml(connection, flow, body.SAMLResponse), headers, ip);
      } catch (error) {
        return failed(flow, error);
      }
    },
  };

  /** Where a flow that did not complete lands: a failed test tells the admin why on the settings page. */
  async function failed(flow: Flow | null, error: unknown): Promise<SsoLanding> {
    if (!(error instanceof AppError)) throw error;
    if (flow?.purpose === "test") {
      await repo.updateConnection(db, flow.teamId, { lastTestError: error.message.slice(0, 1000) });
      return { location: "/settings?tab=security&sso=test-failed", cookies: [], error };
    }
    const reason = error.code === "ACCOUNT_DISABLED" ? "disabled" : "failed";
    return { location: `/auth?sso=${reason}`, cookies: [], error };
  }

  /** The flow's team's provider, while a sign-in through it may still complete. */
  async function connectionOf(flow: Flow) {
    const connection = await repo.findConnection(db, flow.teamId);
    if (!connection) throw signInFailed("single sign-on is no longer set up for the team.");
    if (flow.purpose === "sign-in" && !connection.enabled) throw signInFailed("single sign-on was switched off.");
    return connection;
  }

  /** The claims of an OpenID Connect answer, checked by openid-client against the flow. */
  async function verifyOidc(connection: repo.SsoConnectionRow, flow: Flow, currentUrl: URL): Promise<Claims> {
    const providerError = currentUrl.searchParams.get("error");
    if (providerError) {
      const description = currentUrl.searchParams.get("error_description");
      throw signInFailed(`the provider answered ${providerError}${description ? ` (${description})` : ""}.`);
    }
    const config = await configOf(connection);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw signInFailed(
        `the provider's answer did not check out (${error instanceof Error ? error.message : "unknown"}).`,
      );
    }
    return readClaims(tokens.claims(), connection.groupsClaim);
  }

  /** The person a SAML answer names, checked by node-saml against the flow's request and the metadata. */
  async function verifySaml(connection: repo.SsoConnectionRow, flow: Flow, samlResponse: string): Promise<Claims> {
    const request = flow.requestId
      ? { id: flow.requestId, at: new Date(flow.expiresAt - SSO_FLOW_SECONDS * 1000) }
      : null;
    const client = samlClient(
      idpOf(connection),
      serviceProviderOf(appUrl, connection.teamId),
      { request },
      SSO_FLOW_SECONDS * 1000,
    );
    let profile: Profile | null;
    try {
      ({ profile } = await client.validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      throw signInFailed(
        `the provider's answer did not check out (${error instanceof Error ? error.message : "unknown"}).`,
      );
    }
    if (!profile) throw signInFailed("the provider's answer names nobody.");
    const assertion = readAssertion(profile, connection.groupsClaim);
    if (!assertion.email) {
      throw signInFailed("the provider sent no e-mail address (an e-mail NameID or an email attribute).");
    }
    if (!assertion.sub) throw signInFailed("the provider's answer has no NameID.");
    return { ...assertion, protocol: "saml", email: assertion.email };
  }

  /** Finishes a checked answer: a test marks the connection tested; a sign-in makes the member's session. */
  async function land(flow: Flow, claims: Claims, headers: Headers, ip: string | null): Promise<SsoLanding> {
    // A test proves the connection: the admin's own address need not be at a verified domain yet.
    if (flow.purpose === "test") {
      await db.transaction(async (tx) => {
        await repo.updateConnection(tx, flow.teamId, { testedAt: now(), lastTestError: null, updatedAt: now() });
        await record(tx, {
          teamId: flow.teamId,
          actorId: flow.userId ?? null,
          action: "sso.tested",
          targetType: "team",
          targetId: flow.teamId,
          after: { email: claims.email, groups: claims.groups },
          ip,
        });
      });
      return { location: "/settings?tab=security&sso=tested", cookies: [] };
    }

    const verified = await repo.findVerifiedDomain(db, domainOf(claims.email));
    if (verified?.teamId !== flow.teamId) {
      throw signInFailed(`${domainOf(claims.email)} is not a verified domain of the team.`);
    }
    const userId = await db.transaction(async (tx) => {
      const id = await memberFor(tx, flow.teamId, claims, ip);
      if (claims.groups) await applyGroupsClaim(tx, flow.teamId, id, claims.groups, ip);
      return id;
    });
    await refuseDisabledSignIn(db, userId);
    const response = await auth.api.openProvenSession({
      body: { userId, signInMethod: "sso" },
      headers,
      asResponse: true,
    });
    if (!response.ok) throw signInFailed("the session could not be opened.");
    await touchLastSignIn(db, userId, now());
    return { location: "/", cookies: response.headers.getSetCookie() };
  }
  return service;
}

/** A provider as its audit rows describe it. */
const describe = (connection: repo.SsoConnectionRow) =>
  connection.protocol === "saml"
    ? { protocol: "saml", entityId: connection.samlIdpEntityId, enabled: connection.enabled }
    : { issuer: connection.issuer, clientId: connection.clientId, enabled: connection.enabled };

const domainTaken = (domain: string) =>
  new AppError("SSO_DOMAIN_TAKEN", `${domain} is verified by another team. It must release it first.`, {
    id: "errors.sso.domainTaken",
    values: { domain },
  });

export type SsoService = ReturnType<typeof createSsoService>;
