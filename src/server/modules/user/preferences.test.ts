/**
 * Display preferences (/preferences): GET /api/user/preferences gives the defaults to
 * someone who never chose; PATCH merges any subset, persists per person (another browser sees it),
 * and audits only what changed, in the same transaction. GET /api/user/session is the web app's
 * session check: null rather than 401 when signed out.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { DEFAULT_USER_PREFERENCES } from "#shared/schemas/preferences.ts";

describe("user preferences", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: Session) => t.request("GET", "/api/user/preferences", { cookie: who.cookie });
  const patch = (who: Session, payload: unknown) =>
    t.request("PATCH", "/api/user/preferences", { cookie: who.cookie, payload });
  const auditedChanges = async (who: Session) =>
    (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, who.user.id), eq(auditEvents.action, "user.preferences_updated")))
    ).map((r) => ({ before: r.before, after: r.after }));

  it("starts from the defaults: the browser's language, the system theme, team zone, tooltips on, day view, quick booking off", async () => {
    const admin = await t.signupTeam();
    const res = await get(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      language: null,
      theme: "system",
      timeZone: null,
      showHelpTooltips: true,
      defaultCalendarView: "day",
      quickBookingDefault: false,
      hideMyName: false,
    });
    expect(res.body).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it("saves a subset, keeps the rest, and the choice is the person's own", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member");
    const saved = await patch(member, { theme: "dark", timeZone: "Europe/Berlin" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...DEFAULT_USER_PREFERENCES, theme: "dark", timeZone: "Europe/Berlin" });

    const second = await patch(member, { showHelpTooltips: false, defaultCalendarView: "week" });
    expect(second.body).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      theme: "dark",
      timeZone: "Europe/Berlin",
      showHelpTooltips: false,
      defaultCalendarView: "week",
    });
    // Read back as another browser would; the admin's are untouched.
    expect((await get(member)).body).toEqual(second.body);
    expect((await get(admin)).body).toEqual(DEFAULT_USER_PREFERENCES);

    // Back to the team's zone.
    expect((await patch(member, { timeZone: null })).body.timeZone).toBeNull();
  });

  it("keeps a chosen language, and null hands the choice back to the browser", async () => {
    const admin = await t.signupTeam();
    const german = await patch(admin, { language: "de" });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    expect((await get(admin)).body).toEqual({ ...DEFAULT_USER_PREFERENCES, language: "de" });
    expect(await auditedChanges(admin)).toEqual([{ before: { language: null }, after: { language: "de" } }]);
    expect((await patch(admin, { language: null })).body.language).toBeNull();
  });

  it("audits what changed, and nothing for a save that changes nothing", async () => {
    const admin = await t.signupTeam();
    await patch(admin, { quickBookingDefault: true, theme: "system" });
    await patch(admin, { quickBookingDefault: true });
    expect(await auditedChanges(admin)).toEqual([
      { before: { quickBookingDefault: false }, after: { quickBookingDefault: true } },
    ]);
  });

  it("refuses an unknown zone, theme or key with 400 and keeps the stored choices", async () => {
    const admin = await t.signupTeam();
    await patch(admin, { theme: "light" });
    for (const payload of [
      { timeZone: "Mars/Olympus" },
      { timeZone: "+05:00" },
      { theme: "purple" },
      { defaultCalendarView: "year" },
      { showHelpTooltips: "yes" },
      { language: "it" },
      { language: "DE" },
      { colour: "red" },
    ]) {
      const res = await patch(admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
    const bad = await patch(admin, { timeZone: "Mars/Olympus" });
    expect(bad.body.message).toContain('Time zone "Mars/Olympus" is not a known IANA time zone');
    expect((await patch(admin, { language: "it" })).body.message).toContain(
      "Language must be one of en, de, fr, es, or null",
    );
    expect((await get(admin)).body).toEqual({ ...DEFAULT_USER_PREFERENCES, theme: "light" });
  });
});

describe("session check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 200 with a null user when signed out (even with a stale cookie), and the user when signed in", async () => {
    expect(await t.request("GET", "/api/user/session")).toMatchObject({ status: 200, body: { user: null } });
    const stale = await t.request("GET", "/api/user/session", { cookie: "officely.session_token=x.y" });
    expect(stale).toMatchObject({ status: 200, body: { user: null } });
    const admin = await t.signupTeam();
    const res = await t.request("GET", "/api/user/session", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.user.id, teamId: admin.team.id });
    // The spec's GET /api/user still refuses a visitor.
    expect((await t.request("GET", "/api/user")).status).toBe(401);
  });
});
