/**
 * The SAML 2.0 side of single sign-on (docs/decisions/0030, "SAML"): reading an identity provider's
 * metadata (its entity ID, its HTTP-Redirect sign-on address and its signing certificates), the
 * team's service provider (entity ID and assertion consumer address), and a node-saml client that
 * builds the AuthnRequest and checks the provider's answer: the signature of the response or of the
 * assertion, issuer, audience, time conditions and InResponseTo (SAML 2.0 Core and Profiles, OASIS
 * saml-core-2.0-os / saml-profiles-2.0-os §4.1). The sign-in's request ID comes from its one-time
 * flow row, so an answer is accepted once, for the request it names.
 */
import { X509Certificate } from "node:crypto";
import { generateServiceProviderMetadata, type Profile, SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import { DOMParser } from "@xmldom/xmldom";
import { AppError } from "#server/lib/app-error.ts";
import { PrivateAddressError } from "#server/lib/outbound-fetch.ts";
import { NAME_MAX } from "#shared/constants.ts";
import { normalizeEmail } from "#shared/schemas/auth.ts";
import { SAML_ACS_PATH, samlEntityPath } from "#shared/schemas/sso.ts";

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
/** The largest metadata document read from a provider's address, in bytes. */
const METADATA_MAX_BYTES = 1_000_000;

/** What a provider's metadata says of it. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** Its signing certificates, base64 DER as in the metadata. */
  certificates: string[];
}

/** The team's service provider, as the provider is told of it. */
export interface ServiceProvider {
  entityId: string;
  acsUrl: string;
}

const unreadable = (reason: string) =>
  new AppError("SSO_DISCOVERY_FAILED", `The provider's SAML metadata could not be read: ${reason}`, {
    id: "errors.sso.samlMetadata",
    values: { reason },
  });

/** The team's service provider under `appUrl`: its metadata address is its entity ID. */
export function serviceProviderOf(appUrl: string, teamId: string): ServiceProvider {
  return { entityId: `${appUrl}${samlEntityPath(teamId)}`, acsUrl: `${appUrl}${SAML_ACS_PATH}` };
}

/** The service provider's metadata (SAML 2.0 Metadata): what a provider reads to know the team's side. */
export function serviceProviderMetadata(sp: ServiceProvider): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });
}

/**
 * Reads an IdP's metadata (an EntityDescriptor with an IDPSSODescriptor). Throws 422
 * SSO_DISCOVERY_FAILED naming what is missing: not XML, no entity ID, no HTTP-Redirect sign-on
 * address, no usable signing certificate.
 */
export function readIdpMetadata(xml: string): IdpMetadata {
  let document: ReturnType<DOMParser["parseFromString"]>;
  try {
    const refuse = (message: string) => {
      throw new Error(message);
    };
    document = new DOMParser({ errorHandler: { error: refuse, fatalError: refuse } }).parseFromString(xml, "text/xml");
  } catch {
    throw unreadable("it is not well-formed XML.");
  }
  const descriptor = Array.from(document.getElementsByTagNameNS(MD, "EntityDescriptor"))[0];
  const idp = Array.from(document.getElementsByTagNameNS(MD, "IDPSSODescriptor"))[0];
  const entityId = descriptor?.getAttribute("entityID")?.trim();
  if (!descriptor || !idp || !entityId) throw unreadable("it names no identity provider (IDPSSODescriptor).");
  const ssoUrl = Array.from(idp.getElementsByTagNameNS(MD, "SingleSignOnService"))
    .find((service) => service.getAttribute("Binding") === REDIRECT_BINDING)
    ?.getAttribute("Location")
    ?.trim();
  if (!ssoUrl || !/^https?:\/\//.test(ssoUrl)) {
    throw unreadable("it has no single sign-on address for the HTTP-Redirect binding.");
  }
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, "KeyDescriptor"))
    // A key without `use` serves both signing and encryption (SAML 2.0 Metadata §2.4.1.1).
    .filter((key) => !key.getAttribute("use") || key.getAttribute("use") === "signing")
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, "X509Certificate")))
    .map((node) => (node.textContent ?? "").replace(/\s+/g, ""))
    .filter((der) => der !== "");
  if (certificates.length === 0) throw unreadable("it has no signing certificate.");
  for (const der of certificates) {
    try {
      new X509Certificate(Buffer.from(der, "base64"));
    } catch {
      throw unreadable("a signing certificate in it is not a valid X.509 certificate.");
    }
  }
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

/**
 * Fetches the metadata at `url` (https, or http on this machine) with `fetcher` and reads it.
 * Throws 422 SSO_DISCOVERY_FAILED when it cannot be fetched or read, and lets the fetcher's
 * PrivateAddressError (lib/outbound-fetch.ts) through for the caller to word.
 */
export async function fetchIdpMetadata(url: string, fetcher: typeof fetch): Promise<IdpMetadata> {
  const address = new URL(url);
  if (address.protocol === "http:" && !["localhost", "127.0.0.1", "[::1]"].includes(address.hostname)) {
    throw unreadable("its address must be https://.");
  }
  let text: string;
  try {
    const response = await fetcher(address, { redirect: "follow", signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`the address answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (error instanceof PrivateAddressError) throw error;
    throw unreadable(`${url} could not be fetched (${error instanceof Error ? error.message : "unknown"}).`);
  }
  if (text.length > METADATA_MAX_BYTES) throw unreadable("it is larger than 1 MB.");
  return readIdpMetadata(text);
}

/** When the first of the certificates stops being valid (ISO 8601), or null when none can be read. */
export function certificatesExpireAt(certificates: readonly string[]): string | null {
  const ends = certificates.flatMap((der) => {
    try {
      return [new Date(new X509Certificate(Buffer.from(der, "base64")).validTo).getTime()];
    } catch {
      return [];
    }
  });
  return ends.length ? new Date(Math.min(...ends)).toISOString() : null;
}

/**
 * A node-saml client for one sign-in against the provider. `expected` is the AuthnRequest this answer
 * must be in response to, its ID and when it was made (null while making the request), and
 * `onRequest` hears a new request's ID; the answer is accepted within `requestTtlMs` of the request.
 */
export function samlClient(
  idp: IdpMetadata,
  sp: ServiceProvider,
  expected: { request: { id: string; at: Date } | null; onRequest?: (id: string) => void },
  requestTtlMs: number,
): SAML {
  return new SAML({
    entryPoint: idp.ssoUrl,
    idpIssuer: idp.entityId,
    idpCert: idp.certificates,
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    // The response or the assertion must be signed (node-saml refuses an answer with neither):
    // Okta and Entra ID sign the assertion, Keycloak by default the response.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    acceptedClockSkewMs: 60_000,
    requestIdExpirationPeriodMs: requestTtlMs,
    // node-saml's cache of request IDs, answered from the one sign-in's own flow row.
    cacheProvider: {
      async saveAsync(key, value) {
        expected.onRequest?.(key);
        return { value, createdAt: Date.now() };
      },
      async getAsync(key) {
        return key === expected.request?.id ? expected.request.at.toISOString() : null;
      },
      async removeAsync(key) {
        return key;
      },
    },
  });
}

/** The attribute's values as strings (node-saml gives one value as a string, several as an array). */
function values(profile: Profile, names: readonly string[]): string[] {
  for (const name of names) {
    const value = profile[name];
    const list = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string => typeof v === "string" && v.trim() !== "",
    );
    if (list.length) return list.map((v) => v.trim());
  }
  return [];
}

const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "urn:oid:0.9.2342.19200300.100.1.3",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
];
const NAME_ATTRIBUTES = [
  "displayName",
  "name",
  "urn:oid:2.16.840.1.113730.3.1.241",
  "http://schemas.microsoft.com/identity/claims/displayname",
];
const GIVEN_NAME_ATTRIBUTES = [
  "givenName",
  "firstName",
  "urn:oid:2.5.4.42",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
];
const SURNAME_ATTRIBUTES = [
  "sn",
  "surname",
  "lastName",
  "urn:oid:2.5.4.4",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
];

/**
 * The person a checked assertion names: the subject (NameID), the address (an e-mail NameID, else
 * the usual e-mail attributes of Entra ID, Okta, Google and Keycloak), a display name, and the
 * groups in `groupsAttribute` (null when the assertion has no such attribute). Returns null for the
 * address when there is none.
 */
export function readAssertion(profile: Profile, groupsAttribute: string) {
  const nameId = typeof profile.nameID === "string" ? profile.nameID.trim() : "";
  const nameIdEmail = profile.nameIDFormat === EMAIL_FORMAT || /^[^@\s]+@[^@\s]+$/.test(nameId) ? nameId : "";
  const email = normalizeEmail(values(profile, EMAIL_ATTRIBUTES)[0] ?? nameIdEmail);
  const given = [values(profile, GIVEN_NAME_ATTRIBUTES)[0], values(profile, SURNAME_ATTRIBUTES)[0]]
    .filter(Boolean)
    .join(" ");
  const rawName = values(profile, NAME_ATTRIBUTES)[0] || given || email.split("@")[0];
  const name = rawName.replace(/\s+/g, " ").trim().slice(0, NAME_MAX) || email.split("@")[0];
  const groups =
    profile[groupsAttribute] === undefined
      ? null
      : [...new Set(values(profile, [groupsAttribute]).map((g) => g.slice(0, 200)))].slice(0, 200);
  return { sub: nameId, email: /^[^@\s]+@[^@\s]+$/.test(email) ? email : null, name, groups };
}
