/**
 * Random JSON (fast-check) at the three busiest POSTs: sign-up, office creation and booking, NUM_RUNS
 * runs each. Any answer but a 5xx passes; an error must have the `{ code, message }` shape. The
 * fixture and caller are the bad-input harness's (src/server/test/bad-input-harness.ts); the rows
 * with one exact status and code each are in each module's `<module>.bad-input.test.ts`. The
 * generators below are used here only.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { describeOnFixture, expectErrorShape } from "./bad-input-harness.ts";
import { localSlot, TEST_PASSWORD, type TestResponse } from "./harness.ts";

/** Runs per fast-check property. */
const NUM_RUNS = 100;

/** A random string is sent as a JSON string value, not as raw (malformed) body text. */
const asJson = (payload: unknown) => (typeof payload === "string" ? JSON.stringify(payload) : payload);

/** Mostly `valid`, sometimes anything: payloads get past the schema often enough to reach the rules and SQL. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: fc.anything(), weight: 1 });
/** Usually nothing, sometimes `extra` (fc.option would add it four times in five). */
const rarely = <T>(extra: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: extra, weight: 1 });
/** Text including NUL, control characters and any Unicode code point. */
const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "binary-ascii" }));
/** Random JSON: whole random values, random objects, or a near-valid body with random fields. */
const payloads = (nearValid: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    { arbitrary: nearValid, weight: 4 },
    { arbitrary: fc.anything(), weight: 1 },
    { arbitrary: fc.object(), weight: 1 },
  );

/** Any answer but a 5xx; an error has the `{ code, message }` shape. */
function checkAnswer(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 300) expectErrorShape(res);
}

describeOnFixture("random JSON (fast-check)", ({ ctx, call }) => {
  it("POST /api/auth/signup never answers 5xx", async () => {
    const nearValid = fc.record(
      {
        name: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), anyText)),
        email: mostly(
          fc.oneof(
            { arbitrary: fc.uuid().map((id) => `fc-${id}@example.test`), weight: 3 },
            fc.constant(ctx.admin.email.toUpperCase()),
            fc.emailAddress(),
            anyText,
          ),
        ),
        password: mostly(fc.oneof({ arbitrary: fc.constant(TEST_PASSWORD), weight: 3 }, anyText)),
        companyName: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), anyText)),
      },
      { requiredKeys: ["name", "email", "password", "companyName"] },
    );
    const withExtra = fc
      .tuple(nearValid, rarely(fc.record({ role: fc.anything() })))
      .map(([body, extra]) => ({ ...body, ...(extra ?? {}) }));
    await fc.assert(
      fc.asyncProperty(payloads(withExtra), async (payload) => {
        checkAnswer(await call({ method: "POST", url: "/api/auth/signup", auth: false, payload: asJson(payload) }));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("POST /api/offices never answers 5xx", async () => {
    const nearValid = fc.record(
      {
        name: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), anyText)),
        description: mostly(fc.oneof(anyText, fc.constant(null))),
        capacity: mostly(
          fc.oneof({ arbitrary: fc.integer({ min: 1, max: 500 }), weight: 3 }, fc.integer(), fc.double()),
        ),
        isShared: mostly(fc.boolean()),
        equipment: mostly(fc.array(anyText, { maxLength: 25 })),
        building: mostly(fc.oneof(anyText, fc.constant(null))),
        floor: mostly(fc.oneof(anyText, fc.constant(null))),
      },
      { requiredKeys: ["name", "capacity"] },
    );
    await fc.assert(
      fc.asyncProperty(payloads(nearValid), async (payload) => {
        checkAnswer(await call({ method: "POST", url: "/api/offices", payload: asJson(payload) }));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("POST /api/bookings never answers 5xx", async () => {
    // Local quarter hours (and a few off-grid minutes) from yesterday to five weeks ahead, day and night.
    const starts: string[] = [];
    for (const day of [-1, 0, 1, 3, 8, 35]) {
      for (const [hh, mm] of [
        [6, 45],
        [7, 0],
        [9, 30],
        [12, 7],
        [16, 15],
        [19, 45],
        [22, 0],
      ]) {
        starts.push(await localSlot(day, hh, mm));
      }
    }
    const slot = fc
      .tuple(fc.constantFrom(...starts), fc.constantFrom(-60, 0, 15, 30, 60, 90, 240, 720, 735, 900))
      .map(([start, minutes]) => ({
        startISO: start,
        endISO: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      }));
    const iso = fc.oneof(
      fc
        .date({ noInvalidDate: true, min: new Date(0), max: new Date("9999-12-31T00:00:00Z") })
        .map((d) => d.toISOString()),
      anyText,
      fc.anything(),
    );
    const fields = fc.record(
      {
        officeId: mostly(fc.oneof({ arbitrary: fc.constant(ctx.officeId), weight: 4 }, fc.uuid(), fc.string())),
        purpose: mostly(anyText),
        teamId: mostly(fc.oneof({ arbitrary: fc.constant(ctx.admin.team.id), weight: 4 }, fc.uuid())),
        userId: mostly(fc.oneof({ arbitrary: fc.constant(ctx.admin.user.id), weight: 4 }, fc.uuid())),
        equipment: mostly(
          fc.oneof(
            { arbitrary: fc.array(fc.constantFrom("monitor", "video"), { maxLength: 2 }), weight: 4 },
            fc.array(anyText, { maxLength: 25 }),
          ),
        ),
        wholeOffice: mostly(fc.boolean()),
        isRecurring: mostly(fc.boolean()),
      },
      { requiredKeys: ["officeId"] },
    );
    const nearValid = fc
      .tuple(slot, fields, rarely(fc.record({ startISO: iso, endISO: iso }, { requiredKeys: [] })))
      .map(([times, rest, override]) => ({ ...times, ...rest, ...(override ?? {}) }));
    await fc.assert(
      fc.asyncProperty(payloads(nearValid), async (payload) => {
        checkAnswer(await call({ method: "POST", url: "/api/bookings", payload: asJson(payload) }));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
