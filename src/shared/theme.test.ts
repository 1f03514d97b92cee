/** The theme's colour arithmetic against known WCAG values, and the derived booked and recurring hues. */
import { describe, expect, it } from "vitest";
import {
  autoNeutrals,
  contrastRatio,
  DEFAULT_THEME,
  deriveThemeColours,
  hueOf,
  themeContrastProblems,
} from "./theme.ts";

describe("theme colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // #767676 on white is the classic 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("passes the default theme and names each failing pair", () => {
    expect(themeContrastProblems(DEFAULT_THEME)).toEqual([]);
    const problems = themeContrastProblems({ ...DEFAULT_THEME, primaryAction: "#ffff00", primaryBrand: "#777777" });
    expect(problems.map((p) => p.field)).toEqual(["primaryAction", "primaryBrand"]);
    // #777777 is just under 4.5:1 with white.
    expect(problems[1].ratio).toBeLessThan(4.5);
    expect(problems[1].ratio).toBeGreaterThan(4.4);
  });

  it("refuses colours that read on the background but not on the white cards drawn on it", () => {
    // #93c5fd (light blue) is 8.9:1 on navy, 1.7:1 on white: links inside cards would vanish.
    const accent = themeContrastProblems({ ...DEFAULT_THEME, primaryBackground: "#1e3a8a", primaryAccent: "#93c5fd" });
    expect(accent.map((p) => p.message)).toEqual([
      expect.stringContaining("primaryAccent text on cards (#93c5fd on #ffffff)"),
    ]);
    // Light secondary text passes on a dark grey background and fails on white.
    const neutrals = themeContrastProblems({
      ...DEFAULT_THEME,
      primaryBackground: "#d4d4d8",
      autoNeutrals: false,
      customNeutrals: { textPrimary: "#18181b", textSecondary: "#a1a1aa", borderColor: "#e4e4e7" },
    });
    expect(neutrals.map((p) => p.message)).toEqual([
      expect.stringContaining("textSecondary on primaryBackground (#a1a1aa on #d4d4d8)"),
      expect.stringContaining("textSecondary on cards (#a1a1aa on #ffffff)"),
    ]);
  });

  it("automatic secondary text reads on the cards as well as on the background", () => {
    for (const bg of ["#ffffff", "#e2e8f0", "#94a3b8", "#fde68a", "#bfdbfe"]) {
      const n = autoNeutrals(bg);
      expect(contrastRatio(n.textSecondary, "#ffffff"), bg).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(n.textPrimary, "#ffffff"), bg).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("automatic neutrals read at AA on any background", () => {
    for (const bg of ["#ffffff", "#000000", "#777777", "#1e3a8a", "#fde68a", "#5b5b5b"]) {
      const n = autoNeutrals(bg);
      expect(contrastRatio(n.textPrimary, bg), bg).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(n.textSecondary, bg), bg).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps booked red (hue 0) and turns recurring 60 degrees from the accent", () => {
    const colours = deriveThemeColours({ ...DEFAULT_THEME, primaryAccent: "#0000ff" });
    expect(hueOf(colours.booked)).toBe(0);
    expect(hueOf("#0000ff")).toBe(240);
    expect(hueOf(colours.recurring)).toBe(300);
    expect(hueOf(deriveThemeColours({ ...DEFAULT_THEME, primaryAccent: "#ff0000" }).recurring)).toBe(60);
  });
});
