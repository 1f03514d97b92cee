import { describe, expect, it } from "vitest";
import shell from "#locales/en/shell.json" with { type: "json" };
import type { Office } from "#shared/schemas/office.ts";
import type { User } from "#shared/schemas/user.ts";
import { officeHref, paletteOffices, palettePagesFor, quickActionsFor } from "./quick-actions.ts";

function user(role: User["role"]): User {
  return {
    id: "u1",
    name: "Ann",
    email: "ann@example.com",
    role,
    isAdmin: role === "team_admin" || role === "admin" || role === "super_admin",
    isSuperAdmin: role === "super_admin",
    teamId: role === "super_admin" ? null : "t1",
    teamName: role === "super_admin" ? null : "Acme",
    team: null,
    favoriteOffices: [],
    onboardingCompleted: true,
    hasSeenOnboarding: true,
    jobTitle: null,
    department: null,
    emailVerified: true,
    emailVerificationRequired: false,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    hasPasskey: false,
  };
}

/** Labels as an English reader sees them (the sidebar's are ids of the shell's catalogue). */
const labels = (list: { label: string }[]) => list.map((a) => (shell as Record<string, string>)[a.label] ?? a.label);

describe("quick actions (spec section 2 menus A and B)", () => {
  it("a member gets Quick Book, Day View, My Bookings, Notifications and Settings, without admin entries", () => {
    expect(labels(quickActionsFor(user("member"), "/dashboard"))).toEqual([
      "Quick Book",
      "Day View",
      "My Bookings",
      "Notifications",
      "Settings",
    ]);
    expect(labels(quickActionsFor(user("team_manager"), "/dashboard"))).not.toContain("Analytics");
  });

  it("a team admin also gets Team Management, Analytics and the Admin Panel, with their bindings", () => {
    const actions = quickActionsFor(user("team_admin"), "/dashboard");
    expect(labels(actions)).toEqual([
      "Quick Book",
      "Day View",
      "My Bookings",
      "Team Management",
      "Analytics",
      "Notifications",
      "Admin Panel",
      "Settings",
    ]);
    expect(Object.fromEntries(actions.map((a) => [labels([a])[0], a.keys?.join("+")]))).toMatchObject({
      "Quick Book": "Alt+N",
      "Day View": "Mod+D",
      "My Bookings": "Mod+H",
      "Team Management": "Alt+T",
      Analytics: "Alt+A",
    });
  });

  it("leaves out the current page's entries", () => {
    expect(labels(quickActionsFor(user("team_admin"), "/day"))).not.toContain("Day View");
    expect(labels(quickActionsFor(user("team_admin"), "/day/"))).not.toContain("Quick Book");
    expect(labels(quickActionsFor(user("team_admin"), "/team/analytics"))).not.toContain("Analytics");
    expect(labels(quickActionsFor(user("member"), "/settings"))).not.toContain("Settings");
  });

  it("a super admin without a team gets no booking entries, but the platform among the pages", () => {
    const admin = user("super_admin");
    expect(labels(quickActionsFor(admin, "/super-admin"))).not.toContain("Quick Book");
    expect(labels(palettePagesFor(admin, "/dashboard"))).toContain("Overview");
    expect(labels(palettePagesFor(admin, "/super-admin"))).toEqual(
      expect.arrayContaining(["Teams", "Users", "System health", "Email templates"]),
    );
    // The team's pages only say "no team" to someone outside one.
    expect(labels(palettePagesFor(admin, "/super-admin"))).not.toContain("Admin Panel");
    expect(labels(palettePagesFor(user("member"), "/day"))).not.toContain("System health");
  });

  it("pages are the sidebar's others: not the current one, none a quick action already opens", () => {
    const pages = labels(palettePagesFor(user("member"), "/week"));
    expect(pages).toEqual(["Home", "Month View", "Floor map", "Templates", "Recurring", "Preferences"]);
  });

  it("offices to find are the active ones by name, each leading to its week", () => {
    const office = (id: string, name: string, isActive = true) => ({ id, name, isActive }) as Office;
    expect(
      paletteOffices([office("2", "Zen"), office("1", "Atrium"), office("3", "Old", false)]).map((o) => o.name),
    ).toEqual(["Atrium", "Zen"]);
    expect(officeHref({ id: "abc" })).toBe("/week?office=abc");
  });
});
