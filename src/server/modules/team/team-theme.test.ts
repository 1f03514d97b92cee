/**
 * The brand theme: the app's colours until saved, a saved theme reaches every member,
 * a low-contrast choice is refused with a message and changes nothing, each change is audited once
 * with before and after, and another team never sees it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { DEFAULT_THEME } from "#shared/theme.ts";

const GREEN = {
  primaryAction: "#047857",
  primaryBackground: "#F7FAF8",
  primaryAccent: "#065f46",
  primaryBrand: "#064e3b",
  autoNeutrals: false,
  customNeutrals: { textPrimary: "#111827", textSecondary: "#4b5563", borderColor: "#d1d5db" },
};

describe("team brand theme", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const themeAudit = (teamId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, teamId), eq(auditEvents.action, "team.theme_changed")));

  it("is the app's own until saved; a saved theme reaches a second member; audited with before/after", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin, "member", "Second Member");
    const initial = await t.request("GET", "/api/team/theme", { cookie: member.cookie });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ theme: DEFAULT_THEME, isDefault: true, updatedAt: null });

    const saved = await t.request("PUT", "/api/team/theme", { cookie: admin.cookie, payload: GREEN });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = { ...GREEN, primaryBackground: "#f7faf8" };
    expect(saved.body).toMatchObject({ theme: stored, isDefault: false, updatedAt: expect.any(String) });

    const seen = await t.request("GET", "/api/team/theme", { cookie: member.cookie });
    expect(seen.body).toEqual(saved.body);

    const [first, ...others] = await themeAudit(admin.team.id);
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({ actorId: admin.user.id, targetType: "team", targetId: admin.team.id });
    expect(first.before).toBeNull();
    expect(first.after).toEqual(stored);

    // The same theme again records nothing; a change records the previous theme as before.
    await t.request("PUT", "/api/team/theme", { cookie: admin.cookie, payload: GREEN });
    expect(await themeAudit(admin.team.id)).toHaveLength(1);
    const blue = { ...GREEN, primaryAction: "#1d4ed8", autoNeutrals: true };
    expect((await t.request("PUT", "/api/team/theme", { cookie: admin.cookie, payload: blue })).status).toBe(200);
    const events = await themeAudit(admin.team.id);
    expect(events).toHaveLength(2);
    const second = events.find((e) => e.id !== first.id);
    expect(second?.before).toEqual(stored);
    expect(second?.after).toMatchObject({ primaryAction: "#1d4ed8", autoNeutrals: true });

    const audit = await t.request("GET", "/api/team/audit?action=team.theme_changed", { cookie: admin.cookie });
    expect(audit.body.items.map((e: { actionLabel: string }) => e.actionLabel)).toEqual([
      "Brand theme changed",
      "Brand theme changed",
    ]);
  });

  it("refuses a low-contrast theme with a message naming the colours, and changes nothing", async () => {
    const admin = await t.signupTeam();
    const paleButton = await t.request("PUT", "/api/team/theme", {
      cookie: admin.cookie,
      payload: { ...GREEN, primaryAction: "#a7f3d0" },
    });
    expect(paleButton.status).toBe(422);
    expect(paleButton.body).toEqual({
      code: "THEME_CONTRAST_TOO_LOW",
      message:
        "White button text on primaryAction (#ffffff on #a7f3d0) has a contrast of 1.2:1; WCAG AA needs at least 4.5:1. Choose a colour with more contrast.",
    });

    const greyText = await t.request("PUT", "/api/team/theme", {
      cookie: admin.cookie,
      payload: { ...GREEN, customNeutrals: { ...GREEN.customNeutrals, textSecondary: "#9ca3af" } },
    });
    expect(greyText.status).toBe(422);
    expect(greyText.body.message).toContain("textSecondary on primaryBackground (#9ca3af on #f7faf8)");

    // Two problems at once: both said, in the reader's language too.
    const twice = { ...GREEN, primaryAction: "#a7f3d0", primaryBrand: "#a7f3d0" };
    const both = await t.request("PUT", "/api/team/theme", { cookie: admin.cookie, payload: twice });
    expect(both.body.message).toBe(
      "White button text on primaryAction (#ffffff on #a7f3d0) has a contrast of 1.2:1; WCAG AA needs at least 4.5:1. Choose a colour with more contrast. White text on primaryBrand (#ffffff on #a7f3d0) has a contrast of 1.2:1; WCAG AA needs at least 4.5:1. Choose a colour with more contrast.",
    );
    const german = await t.request("PUT", "/api/team/theme", {
      cookie: admin.cookie,
      payload: twice,
      headers: { "accept-language": "de" },
    });
    expect(german.status).toBe(422);
    expect(german.body.message.match(/WCAG AA verlangt mindestens 4\.5:1/g)).toHaveLength(2);
    expect(german.body.message).not.toContain("needs at least");

    // With automatic neutrals the custom ones are not used, so they are not checked.
    const auto = await t.request("PUT", "/api/team/theme", {
      cookie: admin.cookie,
      payload: { ...GREEN, autoNeutrals: true, customNeutrals: { ...GREEN.customNeutrals, textSecondary: "#9ca3af" } },
    });
    expect(auto.status).toBe(200);
    const before = await t.request("GET", "/api/team/theme", { cookie: admin.cookie });
    const refused = await t.request("PUT", "/api/team/theme", {
      cookie: admin.cookie,
      payload: { ...GREEN, primaryAccent: "#eef2ee" },
    });
    expect(refused.status).toBe(422);
    expect(await t.request("GET", "/api/team/theme", { cookie: admin.cookie })).toMatchObject({ body: before.body });
    expect(await themeAudit(admin.team.id)).toHaveLength(1);
  });

  it("takes a theme with derived neutrals without custom ones, keeping those saved", async () => {
    const admin = await t.signupTeam();
    expect((await t.request("PUT", "/api/team/theme", { cookie: admin.cookie, payload: GREEN })).status).toBe(200);
    const { customNeutrals: _left, ...auto } = { ...GREEN, autoNeutrals: true };
    const saved = await t.request("PUT", "/api/team/theme", { cookie: admin.cookie, payload: auto });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.theme).toMatchObject({ autoNeutrals: true, customNeutrals: GREEN.customNeutrals });
    const manual = await t.request("PUT", "/api/team/theme", {
      cookie: admin.cookie,
      payload: { ...auto, autoNeutrals: false },
    });
    expect(manual.status).toBe(400);
    expect(manual.body.message).toContain("customNeutrals is required when autoNeutrals is false");
  });

  it("stays within the team: another team keeps its own theme; a member cannot change it", async () => {
    const a = await t.signupTeam();
    const b = await t.signupTeam();
    const member = await t.addMember(a, "member");
    expect((await t.request("PUT", "/api/team/theme", { cookie: a.cookie, payload: GREEN })).status).toBe(200);
    const other = await t.request("GET", "/api/team/theme", { cookie: b.cookie });
    expect(other.body).toMatchObject({ theme: DEFAULT_THEME, isDefault: true });
    const denied = await t.request("PUT", "/api/team/theme", {
      cookie: member.cookie,
      payload: { ...GREEN, primaryAction: "#1d4ed8" },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: "FORBIDDEN", message: "Only team admins can change the brand theme." });
    expect((await t.request("GET", "/api/team/theme", { cookie: a.cookie })).body.theme.primaryAction).toBe("#047857");
  });
});
