import { describe, expect, it } from "vitest";
import { returnPathFrom } from "./return-path.ts";

describe("returnPathFrom", () => {
  it("returns the deep link with its query", () => {
    expect(returnPathFrom({ from: "/day?date=2026-11-30" })).toBe("/day?date=2026-11-30");
  });

  it("refuses other origins, the auth page, the root and odd state", () => {
    for (const from of ["//evil.example/x", "/\\evil.example", "https://evil.example", "/auth", "/auth?tab=x", "/"]) {
      expect(returnPathFrom({ from })).toBeNull();
    }
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom({ from: 3 })).toBeNull();
  });
});
