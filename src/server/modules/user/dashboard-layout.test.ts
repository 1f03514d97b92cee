/**
 * The home-page widget layout (spec section 2 "Dashboard widgets"; docs/product.md
 * "Preferences and layouts"): the default until the person saves one, saved per person on the
 * server (another sign-in sees it) with its last-updated time, audited in the same transaction,
 * kept apart from the display preferences, and refused with 400 when it names an unknown widget or
 * size or lists a widget twice.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { DEFAULT_DASHBOARD_LAYOUT } from "#shared/dashboard-layout.ts";
import { DEFAULT_USER_PREFERENCES } from "#shared/schemas/preferences.ts";

describe("dashboard layout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (cookie: string) => t.request("GET", "/api/user/dashboard-layout", { cookie });
  const put = (who: Session, payload: unknown) =>
    t.request("PUT", "/api/user/dashboard-layout", { cookie: who.cookie, payload });
  const audited = async (who: Session) =>
    (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, who.user.id), eq(auditEvents.action, "user.dashboard_layout_updated")))
    ).map((r) => r.after);

  const custom = [
    { type: "office-availability", enabled: true, size: "large" },
    { type: "notifications", enabled: true, size: "small" },
    { type: "quick-stats", enabled: false, size: "medium" },
  ];

  it("gives quick stats and upcoming bookings to someone who never saved a layout", async () => {
    const admin = await t.signupTeam();
    const res = await get(admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_DASHBOARD_LAYOUT);
    expect(res.body.widgets.map((w: { type: string }) => w.type)).toEqual(["quick-stats", "upcoming-bookings"]);
    expect(res.body.updatedAt).toBeNull();
  });

  it("saves order, switches and sizes with the time, follows the person to another sign-in, and is theirs alone", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member");
    const saved = await put(member, { widgets: custom });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.widgets).toEqual(custom);
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const login = await t.request("POST", "/api/login", {
      payload: { email: member.email, password: member.password },
    });
    const otherBrowser = String(login.headers["set-cookie"]).split(";")[0];
    expect(otherBrowser).not.toBe(member.cookie);
    expect((await get(otherBrowser)).body).toEqual(saved.body);
    expect((await get(admin.cookie)).body).toEqual(DEFAULT_DASHBOARD_LAYOUT);
    expect(await audited(member)).toEqual([{ widgets: custom }]);
  });

  it("keeps the display preferences and the layout apart: saving one leaves the other", async () => {
    const admin = await t.signupTeam();
    await put(admin, { widgets: custom });
    const prefs = await t.request("PATCH", "/api/user/preferences", {
      cookie: admin.cookie,
      payload: { theme: "dark" },
    });
    expect(prefs.body).toEqual({ ...DEFAULT_USER_PREFERENCES, theme: "dark" });
    expect((await get(admin.cookie)).body.widgets).toEqual(custom);
    await put(admin, { widgets: [] });
    expect((await get(admin.cookie)).body.widgets).toEqual([]);
    expect((await t.request("GET", "/api/user/preferences", { cookie: admin.cookie })).body.theme).toBe("dark");
  });

  it("saving the same layout again writes no audit row and keeps the time", async () => {
    const admin = await t.signupTeam();
    const first = await put(admin, { widgets: custom });
    const again = await put(admin, { widgets: custom });
    expect(again.body).toEqual(first.body);
    expect(await audited(admin)).toHaveLength(1);
  });

  it("refuses unknown widgets and sizes, duplicates and extra keys with 400, and keeps the saved layout", async () => {
    const admin = await t.signupTeam();
    const saved = await put(admin, { widgets: custom });
    for (const payload of [
      { widgets: [{ type: "weather", enabled: true, size: "small" }] },
      { widgets: [{ type: "notifications", enabled: true, size: "huge" }] },
      { widgets: [{ type: "notifications", enabled: "yes", size: "small" }] },
      {
        widgets: [
          { type: "notifications", enabled: true, size: "small" },
          { type: "notifications", enabled: false, size: "large" },
        ],
      },
      { widgets: [{ type: "notifications", enabled: true, size: "small", colour: "red" }] },
      { widgets: "quick-stats" },
      { widgets: custom, updatedAt: "2020-01-01T00:00:00Z" },
      {},
    ]) {
      const res = await put(admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toEqual({ code: "VALIDATION_FAILED", message: expect.any(String) });
    }
    const dup = await put(admin, {
      widgets: [
        { type: "notifications", enabled: true, size: "small" },
        { type: "notifications", enabled: true, size: "small" },
      ],
    });
    expect(dup.body.message).toContain("Widget notifications appears more than once");
    expect((await get(admin.cookie)).body).toEqual(saved.body);
  });
});
