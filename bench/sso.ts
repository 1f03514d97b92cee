/**
 * Single sign-on's own time (`node bench/sso.ts`; bench/README.md "Single sign-on"): how much server
 * time a sign-in through an OpenID Connect provider adds beyond the provider's own. The app (PGlite
 * in memory, or DATABASE_URL) signs people in through a real `oidc-provider` on loopback; for each
 * sign-in it times the start (/api/auth/sso/start) and the callback (/api/auth/sso/callback, which
 * fetches the discovery document, the keys and the tokens) in-process, and subtracts the time the
 * provider spent answering in those windows. BENCH_SIGN_INS (default 100) of each kind: a new
 * person (joins just in time, with two groups) and a returning one. The same over SAML 2.0 through a
 * real SAML provider (samlify): the start and the assertion consumer (which checks the signed
 * answer), the provider's page being outside both.
 */
import { randomUUID } from "node:crypto";
import { startDnsServer } from "#server/test/dns-server.ts";
import { sessionCookie, startTestApp } from "#server/test/harness.ts";
import { followToCallback, startIdentityProvider } from "#server/test/oidc-provider.ts";
import { followToAcs, startSamlProvider } from "#server/test/saml-provider.ts";
import { SSO_CALLBACK_PATH } from "#shared/schemas/sso.ts";

const SIGN_INS = Math.max(10, Number(process.env.BENCH_SIGN_INS ?? 100) || 100);
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

async function main(): Promise<void> {
  const dns = await startDnsServer();
  const t = await startTestApp({ config: { dnsServers: [dns.address], outboundAllowPrivate: true } });
  const idp = await startIdentityProvider(`${t.config.appUrl}${SSO_CALLBACK_PATH}`);
  const samlIdp = await startSamlProvider();
  try {
    const admin = await t.signupTeam();
    const domain = `bench-${randomUUID().slice(0, 8)}.test`;
    const must = (res: { status: number; body: unknown }, what: string) => {
      if (res.status >= 300 && res.status !== 303)
        throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };
    must(
      await t.request("PUT", "/api/team/sso", {
        cookie: admin.cookie,
        payload: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
      }),
      "save",
    );
    const added = must(
      await t.request("POST", "/api/team/sso/domains", { cookie: admin.cookie, payload: { domain } }),
      "domain",
    );
    const record = (added.body as { domains: { record: { name: string; value: string } }[] }).domains[0].record;
    dns.txt.set(record.name, [record.value]);
    must(await t.request("POST", `/api/team/sso/domains/${domain}/verify`, { cookie: admin.cookie }), "verify");

    const throughProvider = (url: string) => followToCallback(url, SSO_CALLBACK_PATH);

    /** One sign-in: our server time (start + callback, minus the provider's time inside them). */
    async function signIn(sub: string, start: { email: string } | { test: true }): Promise<number> {
      idp.nextLogin = sub;
      let idpBefore = idp.busyMs;
      let began = performance.now();
      const started =
        "test" in start
          ? await t.request("POST", "/api/team/sso/test", { cookie: admin.cookie })
          : await t.request("POST", "/api/auth/sso/start", { payload: { email: start.email } });
      let ours = performance.now() - began - (idp.busyMs - idpBefore);
      const callback = await throughProvider((started.body as { url: string }).url);
      const cookie = `${"test" in start ? `${admin.cookie}; ` : ""}${sessionCookie(started.headers)}`;
      idpBefore = idp.busyMs;
      began = performance.now();
      const landed = await t.request("GET", callback, { headers: { cookie } });
      ours += performance.now() - began - (idp.busyMs - idpBefore);
      const location = String(landed.headers.location);
      if (/sso=(failed|disabled|test-failed)/.test(location))
        throw new Error(`sign-in of ${sub} landed on ${location}`);
      return ours;
    }

    idp.accounts.set("admin", { sub: "admin", email: `admin@${domain}`, name: "Admin" });
    await signIn("admin", { test: true });
    must(
      await t.request("POST", "/api/team/sso/enabled", { cookie: admin.cookie, payload: { enabled: true } }),
      "enable",
    );

    const fresh: number[] = [];
    const returning: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const sub = `person-${i}`;
      idp.accounts.set(sub, {
        sub,
        email: `${sub}@${domain}`,
        name: `Person ${i}`,
        groups: ["Everyone", `Floor ${i % 5}`],
      });
      fresh.push(await signIn(sub, { email: `${sub}@${domain}` }));
      returning.push(await signIn(sub, { email: `${sub}@${domain}` }));
    }
    const line = (label: string, xs: number[]) =>
      `${label.padEnd(40)} median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
    console.log(`single sign-on, server time beyond the provider's (${SIGN_INS} of each, ${t.database.kind}):`);
    console.log(line("new person (joins, two groups)", fresh));
    console.log(line("returning person", returning));

    // SAML 2.0: a second team, its provider read from its metadata.
    const samlAdmin = await t.signupTeam();
    const samlDomain = `bench-saml-${randomUUID().slice(0, 8)}.test`;
    must(
      await t.request("PUT", "/api/team/sso/saml", {
        cookie: samlAdmin.cookie,
        payload: { metadataUrl: samlIdp.metadataUrl },
      }),
      "save SAML",
    );
    const samlAdded = must(
      await t.request("POST", "/api/team/sso/domains", { cookie: samlAdmin.cookie, payload: { domain: samlDomain } }),
      "SAML domain",
    );
    const samlRecord = (samlAdded.body as { domains: { record: { name: string; value: string } }[] }).domains[0].record;
    dns.txt.set(samlRecord.name, [samlRecord.value]);
    must(
      await t.request("POST", `/api/team/sso/domains/${samlDomain}/verify`, { cookie: samlAdmin.cookie }),
      "SAML verify",
    );

    /** One SAML sign-in: our server time (start + assertion consumer). */
    async function samlSignIn(email: string, groups: string[], test = false): Promise<number> {
      samlIdp.nextLogin = { email, name: email.split("@")[0], groups };
      let began = performance.now();
      const started = test
        ? await t.request("POST", "/api/team/sso/test", { cookie: samlAdmin.cookie })
        : await t.request("POST", "/api/auth/sso/start", { payload: { email } });
      let ours = performance.now() - began;
      const form = await followToAcs((started.body as { url: string }).url);
      began = performance.now();
      const landed = await t.request("POST", form.path, {
        payload: form.body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      ours += performance.now() - began;
      const location = String(landed.headers.location);
      if (/sso=(failed|disabled|test-failed)/.test(location)) throw new Error(`SAML sign-in of ${email}: ${location}`);
      return ours;
    }
    await samlSignIn(`admin@${samlDomain}`, [], true);
    must(
      await t.request("POST", "/api/team/sso/enabled", { cookie: samlAdmin.cookie, payload: { enabled: true } }),
      "enable SAML",
    );
    const samlFresh: number[] = [];
    const samlReturning: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const email = `person-${i}@${samlDomain}`;
      const groups = ["Everyone", `Floor ${i % 5}`];
      samlFresh.push(await samlSignIn(email, groups));
      samlReturning.push(await samlSignIn(email, groups));
    }
    console.log(line("SAML: new person (joins, two groups)", samlFresh));
    console.log(line("SAML: returning person", samlReturning));
  } finally {
    await t.close();
    await samlIdp.close();
    await idp.close();
    await dns.close();
  }
}

await main();
