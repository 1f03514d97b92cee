import { describe, expect, it } from "vitest";
import { hasUnpairedSurrogate } from "./text.ts";

describe("hasUnpairedSurrogate", () => {
  it("finds half of a character anywhere in a parsed body, keys included", () => {
    expect(hasUnpairedSurrogate({ purpose: "\udfff lone" })).toBe(true);
    expect(hasUnpairedSurrogate({ equipment: ["ok", "\ud83d"] })).toBe(true);
    expect(hasUnpairedSurrogate({ "\ud800": 1 })).toBe(true);
    expect(hasUnpairedSurrogate([{ nested: { deeper: "a\udc00b" } }])).toBe(true);
  });

  it("lets whole characters through, emoji and accents among them", () => {
    expect(hasUnpairedSurrogate({ purpose: "Stand-up 🎉 — Café", n: 1, ok: true, none: null })).toBe(false);
    expect(hasUnpairedSurrogate(undefined)).toBe(false);
    expect(hasUnpairedSurrogate("𝄞")).toBe(false);
  });
});
