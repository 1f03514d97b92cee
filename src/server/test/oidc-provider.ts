/**
 * A real OpenID Connect provider for the tests (`oidc-provider`, the certified implementation) on a
 * loopback port, with one confidential client and the accounts a test gives it. Its login and consent
 * steps finish at once for the account the test names as `nextLogin` (or are refused with
 * `access_denied` when it is null), so a sign-in runs the whole authorization code flow: discovery,
 * PKCE, state, nonce, the code exchange and a signed ID token with the account's claims.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Account } from "oidc-provider";

export interface TestAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Who the next login is (an account's `sub`); null refuses it. */
  nextLogin: string | null;
  /** Milliseconds spent answering requests so far (bench/sso.ts subtracts the provider's own time). */
  busyMs: number;
  close(): Promise<void>;
}

export async function startIdentityProvider(redirectUri: string): Promise<TestIdentityProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "officely-test";
  const clientSecret = "test-client-secret-0123456789";
  const idp: TestIdentityProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    nextLogin: null,
    busyMs: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  // Its own signing key (the provider's built-in one is for quick starts only, and says so).
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test-key" };
  const provider = new Provider(issuer, {
    jwks: { keys: [jwk as never] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub", "groups"], email: ["email", "email_verified"], profile: ["name"] },
    // The ID token carries the scopes' claims (the app reads them there, as it does from Entra ID).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["test-cookie-key-0123456789"] },
    findAccount: async (_ctx, sub): Promise<Account | undefined> => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ email_verified: true, ...account }),
      };
    },
  });
  server.on("request", async (req, res) => {
    const started = performance.now();
    res.on("finish", () => {
      idp.busyMs += performance.now() - started;
    });
    if (!req.url?.startsWith("/interaction/")) return provider.callback()(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (idp.nextLogin === null) {
        await provider.interactionFinished(req, res, {
          error: "access_denied",
          error_description: "refused by the test",
        });
        return;
      }
      if (details.prompt.name === "login") {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: idp.nextLogin } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: idp.nextLogin, clientId });
      grant.addOIDCScope("openid email profile");
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return idp;
}

/**
 * A browser's way through the provider from its authorization URL: redirects followed with the
 * provider's cookies, up to the app's callback (`callbackPath`); answers that path and query.
 */
export async function followToCallback(url: string, callbackPath: string): Promise<string> {
  const jar = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(next, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider stopped at ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const resolved = new URL(location, next);
    if (resolved.pathname === callbackPath) return `${resolved.pathname}${resolved.search}`;
    next = resolved.href;
  }
  throw new Error("too many redirects");
}
