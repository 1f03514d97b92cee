import { describe, expect, it } from "vitest";
import shell from "#locales/en/shell.json" with { type: "json" };
import { breadcrumbsFor as breadcrumbsIn, routeTitle as routeTitleIn } from "./route-meta.ts";

/** As an English reader gets them: a missing id would show as itself, and fail the test. */
const english = (id: string) => (shell as Record<string, string>)[id] ?? id;
const breadcrumbsFor = (path: string, home: { to: string; teamName: string | null }) =>
  breadcrumbsIn(path, home, english);
const routeTitle = (path: string) => routeTitleIn(path, english);

const member = { to: "/dashboard", teamName: "Acme" };

describe("breadcrumbs (spec section 2)", () => {
  it("are hidden on the home page", () => {
    expect(breadcrumbsFor("/dashboard", member)).toEqual([]);
    expect(breadcrumbsFor("/", member)).toEqual([]);
  });

  it("start with Home and the team name, then the parent group and the page", () => {
    expect(breadcrumbsFor("/week", member)).toEqual([
      { label: "Home", to: "/dashboard" },
      { label: "Acme" },
      { label: "Calendar", to: "/day" },
      { label: "Week View" },
    ]);
    expect(breadcrumbsFor("/recurring", member).map((c) => c.label)).toEqual([
      "Home",
      "Acme",
      "Bookings",
      "Recurring Bookings",
    ]);
    expect(breadcrumbsFor("/team/analytics", member).map((c) => c.label)).toEqual([
      "Home",
      "Acme",
      "Team",
      "Analytics",
    ]);
  });

  it("leave out the team for someone without one, and the group when it is the page itself", () => {
    const superAdmin = { to: "/super-admin", teamName: null };
    expect(breadcrumbsFor("/super-admin", superAdmin)).toEqual([]);
    expect(breadcrumbsFor("/super-admin/teams", superAdmin).map((c) => c.label)).toEqual([
      "Home",
      "Super Admin",
      "Teams",
    ]);
    expect(breadcrumbsFor("/super-admin/teams/123", superAdmin).map((c) => c.label)).toEqual([
      "Home",
      "Super Admin",
      "Teams",
      "Team Details",
    ]);
    expect(breadcrumbsFor("/day", member).map((c) => c.label)).toEqual(["Home", "Acme", "Day View"]);
    expect(breadcrumbsFor("/settings", { to: "/dashboard", teamName: null }).map((c) => c.label)).toEqual([
      "Home",
      "Settings",
    ]);
  });

  it("give each detail page its own parent chain, not another area's", () => {
    const admin = { to: "/dashboard", teamName: "Acme" };
    expect(breadcrumbsFor("/team/offices/abc-123/check-in", admin)).toEqual([
      { label: "Home", to: "/dashboard" },
      { label: "Acme" },
      { label: "Team", to: "/team/manage" },
      { label: "Offices", to: "/team/offices" },
      { label: "Check-in QR code" },
    ]);
    expect(routeTitle("/team/offices/abc-123/check-in")).toBe("Check-in QR code");
    expect(breadcrumbsFor("/team/offices/floors/f-1/plan", admin).map((c) => c.label)).toEqual([
      "Home",
      "Acme",
      "Team",
      "Offices",
      "Floor plan",
    ]);
    expect(routeTitle("/check-in/ABCD1234")).toBe("Check In");
    expect(breadcrumbsFor("/super-admin/users/u1", { to: "/super-admin", teamName: null }).map((c) => c.label)).toEqual(
      ["Home", "Super Admin", "Users", "User Details"],
    );
    // A deeper path under a detail is not that detail page.
    expect(routeTitle("/super-admin/teams/1/extra")).toBe("Page Not Found");
  });

  it("titles every page with the spec's labels, and unknown paths as not found", () => {
    expect(routeTitle("/bookings/history")).toBe("Booking History");
    expect(routeTitle("/admin/audit/")).toBe("Audit Log");
    expect(routeTitle("/team")).toBe("Team");
    expect(routeTitle("/nowhere")).toBe("Page Not Found");
  });
});
