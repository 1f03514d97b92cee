/**
 * A real SAML 2.0 identity provider for the tests (samlify as the IdP) on a loopback port. It
 * publishes its metadata, takes the app's AuthnRequest over the HTTP-Redirect binding and answers
 * over the HTTP-POST binding as identity providers do: a page whose form posts a signed response
 * (assertion signed with its own key, made by openssl for the run) to the request's assertion
 * consumer URL, in response to the request's ID. Who signs in is the test's `nextLogin` (null
 * answers "authentication failed"); `spoil` makes the next answer expired or signed with a key the
 * metadata does not name.
 */
import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";
import samlify from "samlify";

export interface TestSamlUser {
  email: string;
  name?: string;
  groups?: string[];
}

export interface TestSamlProvider {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  /** Who the next sign-in is; null answers with a failed status. */
  nextLogin: TestSamlUser | null;
  /** Spoils the next answers: expired conditions, or a signature by another key. */
  spoil: "expired" | "wrong-key" | null;
  close(): Promise<void>;
}

const POST = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

/** A throwaway RSA key and self-signed certificate (PEM), made by openssl. */
function keyPair(): { key: string; cert: string } {
  const out = execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Officely test IdP", "-keyout", "-"],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(out)?.[0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(out)?.[0];
  if (!key || !cert) throw new Error("openssl made no key pair");
  return { key, cert };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function attribute(name: string, values: string[]): string {
  const body = values.map((v) => `<saml:AttributeValue>${escapeXml(v)}</saml:AttributeValue>`).join("");
  return `<saml:Attribute Name="${name}">${body}</saml:Attribute>`;
}

export async function startSamlProvider(): Promise<TestSamlProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const own = keyPair();
  const other = keyPair();
  const entityOf = (pair: { key: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID: `${base}/idp`,
      privateKey: pair.key,
      signingCert: pair.cert,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: REDIRECT, Location: `${base}/sso` }],
      singleLogoutService: [{ Binding: REDIRECT, Location: `${base}/slo` }],
    });
  const idp = entityOf(own);
  const provider: TestSamlProvider = {
    entityId: `${base}/idp`,
    metadataUrl: `${base}/metadata`,
    metadataXml: idp.getMetadata(),
    nextLogin: null,
    spoil: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** A signed response with an assertion naming `user`, in response to the request. */
  async function signedAnswer(user: TestSamlUser, request: { id: string; acs: string; spEntityId: string }) {
    const { id, acs, spEntityId } = request;
    const sp = samlify.ServiceProvider({
      entityID: spEntityId,
      wantAssertionsSigned: true,
      assertionConsumerService: [{ Binding: POST, Location: acs }],
    });
    const signer = provider.spoil === "wrong-key" ? entityOf(other) : idp;
    const issued = provider.spoil === "expired" ? new Date(Date.now() - 3_600_000) : new Date();
    const until = new Date(issued.getTime() + 5 * 60_000);
    const answer = await signer.createLoginResponse(
      sp,
      { extract: { request: { id } } },
      "post",
      { ...user },
      (template: string) => {
        const attributes = `<saml:AttributeStatement>${[
          attribute("email", [user.email]),
          ...(user.name ? [attribute("displayName", [user.name])] : []),
          ...(user.groups ? [attribute("groups", user.groups)] : []),
        ].join("")}</saml:AttributeStatement>`;
        const responseId = `_r${crypto.randomUUID().replaceAll("-", "")}`;
        const values = {
          ID: responseId,
          AssertionID: `_a${crypto.randomUUID().replaceAll("-", "")}`,
          Destination: acs,
          Audience: spEntityId,
          EntityID: spEntityId,
          SubjectRecipient: acs,
          Issuer: provider.entityId,
          IssueInstant: issued.toISOString(),
          StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
          ConditionsNotBefore: issued.toISOString(),
          ConditionsNotOnOrAfter: until.toISOString(),
          SubjectConfirmationDataNotOnOrAfter: until.toISOString(),
          NameIDFormat: EMAIL_FORMAT,
          NameID: user.email,
          InResponseTo: id,
          AuthnStatement: `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
        };
        const withAttributes = template.replace("{AttributeStatement}", attributes);
        return { id: responseId, context: samlify.SamlLib.replaceTagsByValue(withAttributes, values) };
      },
    );
    return answer.context;
  }

  /** The answer of a login that failed: a status and no assertion, as providers send it. */
  function failedAnswer(request: { id: string; acs: string }) {
    const xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
      `ID="_f${crypto.randomUUID().replaceAll("-", "")}" Version="2.0" IssueInstant="${new Date().toISOString()}" ` +
      `Destination="${escapeXml(request.acs)}" InResponseTo="${escapeXml(request.id)}">` +
      `<saml:Issuer>${escapeXml(provider.entityId)}</saml:Issuer><samlp:Status>` +
      `<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder">` +
      `<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:AuthnFailed"/></samlp:StatusCode>` +
      `</samlp:Status></samlp:Response>`;
    return Buffer.from(xml).toString("base64");
  }

  server.on("request", async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    try {
      if (url.pathname === "/metadata") {
        res.setHeader("content-type", "application/samlmetadata+xml");
        res.end(provider.metadataXml);
        return;
      }
      if (url.pathname !== "/sso") {
        res.statusCode = 404;
        res.end();
        return;
      }
      const request = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest") ?? "", "base64")).toString();
      const id = /\sID="([^"]+)"/.exec(request)?.[1] ?? "";
      const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)?.[1] ?? "";
      const spEntityId = /<saml:Issuer[^>]*>([^<]+)</.exec(request)?.[1] ?? "";
      const user = provider.nextLogin;
      const answer = user ? await signedAnswer(user, { id, acs, spEntityId }) : failedAnswer({ id, acs });
      const relayState = url.searchParams.get("RelayState") ?? "";
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(acs)}">` +
          `<input type="hidden" name="SAMLResponse" value="${escapeXml(answer)}">` +
          `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">` +
          `<noscript><button>Continue</button></noscript></form></body></html>`,
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return provider;
}

/**
 * A browser's way through the provider: opens the sign-in address and reads the form it would post;
 * answers the assertion consumer's path and the form's fields, URL-encoded.
 */
export async function followToAcs(url: string): Promise<{ path: string; body: string }> {
  const res = await fetch(url);
  const html = await res.text();
  if (!res.ok) throw new Error(`the provider answered ${res.status}: ${html.slice(0, 300)}`);
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? "";
  const field = (name: string) =>
    (new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "")
      .replace(/&quot;/g, '"')
      .replace(/&gt;/g, ">")
      .replace(/&lt;/g, "<")
      .replace(/&amp;/g, "&");
  const body = new URLSearchParams({ SAMLResponse: field("SAMLResponse"), RelayState: field("RelayState") });
  return { path: new URL(action).pathname, body: body.toString() };
}
