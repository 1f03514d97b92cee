/**
 * Errors in one place: every code has one status, every error body has the same shape and is built by
 * one function, and a 500 never says more than the one internal-error text.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "#db/schema/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { localSlot, startTestApp, type TestApp } from "#server/test/harness.ts";
import { ERROR_CODES, ERROR_STATUS, errorBody, errorBodySchema, INTERNAL_MESSAGE } from "#shared/errors.ts";

describe("error codes", () => {
  it("gives every code a status, and the body schema accepts only known codes", () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
    }
    expect(errorBodySchema.safeParse({ code: "NOT_FOUND", message: "x" }).success).toBe(true);
    expect(errorBodySchema.safeParse({ code: "WHATEVER", message: "x" }).success).toBe(false);
  });

  it("takes the status from the code", () => {
    expect(new AppError("TEAM_SUSPENDED", "x").status).toBe(403);
    expect(new AppError("SERVICE_UNAVAILABLE", "x").status).toBe(503);
    expect(new AppError("BOOKING_CONFLICT", "x").status).toBe(409);
  });

  it("never lets a 500 carry a caller's text", () => {
    expect(errorBody("INTERNAL", "relation users: password_hash")).toEqual({
      code: "INTERNAL",
      message: INTERNAL_MESSAGE,
    });
  });
});

describe("every error answer has one shape", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { registrationRateLimit: { max: 1, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers framework, routing, validation and rate-limit errors as { code, message }", async () => {
    const answers = [
      await t.request("GET", "/api/%zz"),
      await t.request("GET", "/api/nope"),
      await t.request("POST", "/api/login", { payload: "{not json" }),
      await t.request("POST", "/api/login", { payload: {} }),
      await t.request("POST", "/api/auth/join-team", { payload: {} }),
      await t.request("POST", "/api/auth/join-team", { payload: {} }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 404, 400, 400, 400, 429]);
    for (const answer of answers) {
      expect(errorBodySchema.strict().safeParse(answer.body).success, JSON.stringify(answer.body)).toBe(true);
      expect(answer.body.code).not.toBe("INTERNAL");
    }
  });

  it("answers 503 SERVICE_UNAVAILABLE in our shape while draining, and closes the connection", async () => {
    const other = await startTestApp();
    try {
      other.app.startDraining();
      const res = await other.request("GET", "/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/restarting/) });
      expect(res.headers.connection).toBe("close");
    } finally {
      await other.close();
    }
  });
});

describe("a suspended team", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("gets TEAM_SUSPENDED (403) on a new booking, not TRIAL_EXPIRED", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    await t.database.db.update(teams).set({ status: "suspended" }).where(eq(teams.id, admin.team.id));
    const res = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId: office.id, startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toEqual({ code: "TEAM_SUSPENDED", message: expect.stringMatching(/suspended/) });
  });
});
