/** The CSS variables a team theme sets: the indigo scale, brand, booked and recurring, and light-only neutrals. */
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, hueOf } from "#shared/theme.ts";
import { themeVariables } from "./team-theme.ts";

describe("themeVariables", () => {
  it("maps action, accent and brand onto the colours the app paints with", () => {
    const vars = themeVariables({
      ...DEFAULT_THEME,
      primaryAction: "#047857",
      primaryAccent: "#0000ff",
      primaryBrand: "#064e3b",
    });
    expect(vars.all["--color-indigo-600"]).toBe("#047857");
    expect(vars.all["--color-indigo-700"]).toBe("#0000ff");
    expect(vars.all["--team-brand"]).toBe("#064e3b");
    expect(hueOf(vars.all["--team-booked"])).toBe(0);
    expect(hueOf(vars.all["--team-recurring"])).toBe(300);
    for (const value of [...Object.values(vars.all), ...Object.values(vars.light)]) {
      expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("uses custom neutrals only when automatic neutrals are off", () => {
    const custom = { textPrimary: "#111111", textSecondary: "#444444", borderColor: "#cccccc" };
    const off = themeVariables({ ...DEFAULT_THEME, autoNeutrals: false, customNeutrals: custom });
    expect(off.light).toEqual({
      "--team-background": "#fafafa",
      "--team-text": "#111111",
      "--color-zinc-900": "#111111",
      "--color-zinc-600": "#444444",
      "--color-zinc-200": "#cccccc",
    });
    const on = themeVariables({ ...DEFAULT_THEME, autoNeutrals: true, customNeutrals: custom });
    expect(on.light["--team-text"]).toBe("#18181b");
  });
});
