import { describe, expect, it } from "vitest";
import { actionLabel, formatDay, roleName } from "./format.ts";

describe("platform display helpers", () => {
  it("names audit actions and roles in words", () => {
    expect(actionLabel("platform.team.trial_extended")).toBe("Team trial extended");
    expect(actionLabel("platform.user.sessions_revoked")).toBe("User sessions revoked");
    expect(roleName("admin")).toBe("Team admin");
    expect(roleName("super_admin")).toBe("Super admin");
  });
  it("shows a dash for a missing date", () => {
    expect(formatDay(null)).toBe("—");
  });
});
