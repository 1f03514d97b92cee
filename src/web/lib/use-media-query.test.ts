import { describe, expect, it } from "vitest";
import { matchesWidth } from "./use-media-query.ts";

describe("matchesWidth (a server render's guess of the shell's media queries)", () => {
  it("answers min-width and max-width queries, and both joined, at a width", () => {
    expect(matchesWidth("(min-width: 1024px)", 1366)).toBe(true);
    expect(matchesWidth("(min-width: 1024px)", 390)).toBe(false);
    expect(matchesWidth("(max-width: 639px)", 390)).toBe(true);
    expect(matchesWidth("(max-width: 639px)", 640)).toBe(false);
    expect(matchesWidth("(min-width: 640px) and (max-width: 1023px)", 800)).toBe(true);
    expect(matchesWidth("(min-width: 640px) and (max-width: 1023px)", 1366)).toBe(false);
  });

  it("answers other queries false", () => {
    expect(matchesWidth("(prefers-color-scheme: dark)", 390)).toBe(false);
  });
});
