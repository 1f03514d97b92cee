import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-diff.ts";

describe("audit before/after", () => {
  it("lists only the fields that changed", () => {
    expect(auditChanges({ name: "Mo", role: "member" }, { name: "Mo", role: "team_manager" })).toEqual([
      { field: "role", before: "member", after: "team_manager" },
    ]);
  });
  it("lists every field of a created or removed subject", () => {
    expect(auditChanges(null, { email: "a@b.c", role: "member" })).toEqual([
      { field: "email", before: "—", after: "a@b.c" },
      { field: "role", before: "—", after: "member" },
    ]);
    expect(auditChanges({ seats: [1, 2] }, null)).toEqual([{ field: "seats", before: "[1,2]", after: "—" }]);
  });
});
