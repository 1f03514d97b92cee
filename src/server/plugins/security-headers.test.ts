/**
 * Helmet's headers on every kind of answer, built once per app (security-headers.ts): an answer, an
 * error from a route, a 404 of no route, a refusal before any route runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#server/test/harness.ts";

const HELMET = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const directivesOf = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(" ")]),
  );

describe("security headers", () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    https = await startTestApp({ config: { appUrl: "https://book.example.com" } });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it("are on answers, route errors, unknown addresses and refusals alike, with our CSP", async () => {
    const answers = [
      await t.request("GET", "/api/health"),
      await t.request("GET", "/api/user"),
      await t.request("GET", "/api/no-such-thing"),
      await t.request("POST", "/api/offices", { headers: { origin: "https://evil.test" }, payload: {} }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404, 403]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(HELMET);
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(directivesOf(res.headers["content-security-policy"])).toMatchObject({
        "default-src": "'self'",
        "script-src": "'self'",
        "connect-src": "'self' ws://localhost:3000",
        "img-src": "'self' data:",
        "object-src": "'none'",
        "frame-ancestors": "'self'",
        "worker-src": "'self'",
        "manifest-src": "'self'",
      });
      expect(res.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    }
  });

  it("upgrade insecure requests and allow the wss: twin when the app is served over https", async () => {
    const res = await https.request("GET", "/api/health");
    const csp = directivesOf(res.headers["content-security-policy"]);
    expect(csp["connect-src"]).toBe("'self' wss://book.example.com");
    expect(csp).toHaveProperty("upgrade-insecure-requests", "");
  });
});
