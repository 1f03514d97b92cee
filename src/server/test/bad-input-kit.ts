/**
 * Shared pieces of the bad-input tests (src/server/test/bad-input.test.ts and each module's
 * *-bad-input.test.ts): the error-body check, a fresh client address per request, big strings,
 * content types, and the fast-check generators of random JSON.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import type { TestApp, TestResponse } from "./harness.ts";

/** One request of a bad-input case. */
export interface BadRequest {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  /** Signed in with the default cookie unless false. */
  auth?: boolean;
  cookie?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** A row: what is sent, and the status and code it must be answered with. */
export type BadInputCase = [label: string, req: () => BadRequest | Promise<BadRequest>, status: number, code: string];

/**
 * A caller sending each request from a new address, signed in with `defaultCookie()` unless the
 * request says otherwise. `app` is read at call time (the app starts in beforeAll).
 */
export function badInputCaller(app: () => TestApp, defaultCookie: () => string) {
  return (req: BadRequest): Promise<TestResponse> => {
    const cookie = req.cookie ?? (req.auth === false ? undefined : defaultCookie());
    return app().request(req.method, req.url, {
      cookie,
      payload: req.payload,
      headers: { "x-forwarded-for": nextIp(), ...(req.headers ?? {}) },
    });
  };
}

/** A GET case, signed in unless `auth` is false; `url` may be built when the case runs. */
export const getRequest =
  (url: string | (() => string), auth = true) =>
  (): BadRequest => ({ method: "GET", url: typeof url === "string" ? url : url(), auth });

/**
 * One test per case: the answer is the case's 4xx status and code in the `{ code, message }` shape,
 * and `snapshot()` (everything the request could have changed) is the same before and after.
 */
export function itRefusesEach(
  cases: BadInputCase[],
  call: (req: BadRequest) => Promise<TestResponse>,
  snapshot: () => Promise<unknown>,
): void {
  const rows = cases.map(([label, make, status, code]) => ({ label, make, status, code }));
  it.each(rows)("$label -> $status $code", async ({ make, status, code }) => {
    const before = await snapshot();
    const res = await call(await make());
    expectErrorShape(res);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });
}

let ipCounter = 0;
/**
 * A new X-Forwarded-For address (the test app trusts the proxy), so the per-address limits on
 * sign-up and join (20 a minute) do not answer 429 to the cases.
 */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A 4xx answer whose body is exactly `{ code, message }` with non-empty strings. */
export function expectErrorShape(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(String(res.headers["content-type"])).toContain("application/json");
  expect(typeof res.body).toBe("object");
  expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
  expect(res.body.code).toMatch(/^[A-Z_]+$/);
  expect(typeof res.body.message).toBe("string");
  expect(res.body.message.length).toBeGreaterThan(0);
}

export const big = (n: number) => "x".repeat(n);
export const HUGE = big(100_000);

export const JSON_TEXT = { "content-type": "text/plain" };
export const FORM = { "content-type": "application/x-www-form-urlencoded" };
export const XML = { "content-type": "application/xml" };

/** Runs per fast-check property. */
export const NUM_RUNS = 100;

/** A random string is sent as a JSON string value, not as raw (malformed) body text. */
export const asJson = (payload: unknown) => (typeof payload === "string" ? JSON.stringify(payload) : payload);

/** Mostly `valid`, sometimes anything: payloads get past the schema often enough to reach the rules and SQL. */
export const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: fc.anything(), weight: 1 });
/** Usually nothing, sometimes `extra` (fc.option would add it four times in five). */
export const rarely = <T>(extra: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: extra, weight: 1 });
/** Text including NUL, control characters and any Unicode code point. */
export const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "binary-ascii" }));
/** Random JSON: whole random values, random objects, or a near-valid body with random fields. */
export const payloads = (nearValid: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    { arbitrary: nearValid, weight: 4 },
    { arbitrary: fc.anything(), weight: 1 },
    { arbitrary: fc.object(), weight: 1 },
  );

/** Any answer but a 5xx; an error has the `{ code, message }` shape. */
export function checkAnswer(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 300) expectErrorShape(res);
}
