import { describe, expect, it } from "vitest";
import { afterSignInPath } from "./after-sign-in.ts";

const member = { role: "member" as const, isSuperAdmin: false };

describe("afterSignInPath", () => {
  it("returns to an office's QR check-in link", () => {
    expect(afterSignInPath(member, { from: "/check-in/0123456789abcdef" })).toBe("/check-in/0123456789abcdef");
  });
  it("goes home from anywhere else, or from a link that is not a plain check-in path", () => {
    expect(afterSignInPath(member, { from: "/team/manage" })).toBe("/dashboard");
    expect(afterSignInPath(member, { from: "/check-in/x?next=//evil.test" })).toBe("/dashboard");
    expect(afterSignInPath(member, { from: "//evil.test/check-in/x" })).toBe("/dashboard");
    expect(afterSignInPath(member, null)).toBe("/dashboard");
    expect(afterSignInPath({ role: "super_admin", isSuperAdmin: true }, undefined)).toBe("/super-admin");
  });
});
