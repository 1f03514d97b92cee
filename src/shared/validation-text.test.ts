import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import english from "#locales/en/validation.json" with { type: "json" };
import { teamSettingsFormSchema } from "./schemas/team-settings.ts";
import { DEFAULT_THEME, themeContrastProblems } from "./theme.ts";
import { validationText } from "./validation-text.ts";

/** Every message a shared schema writes as a plain literal: `{ error: "…" }`, `message: "…"`, `.min(1, "…")`. */
function literalMessages(): string[] {
  const dir = join(import.meta.dirname, "schemas");
  const found = new Set<string>();
  const pattern =
    /(?:error: |message: |\.(?:min|max|int|regex)\([^,()]*(?:\([^()]*\))?[^,()]*, )(["'])((?:(?!\1).)+)\1/g;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    for (const match of readFileSync(join(dir, file), "utf8").matchAll(pattern)) found.add(match[2]);
  }
  return [...found];
}

describe("validationText", () => {
  it("knows every message the shared schemas write", () => {
    const messages = literalMessages();
    expect(messages.length).toBeGreaterThan(80);
    expect(messages.filter((message) => validationText(message) === undefined)).toEqual([]);
  });

  it("finds the values of a message's arguments, a label among them as the catalogue's own message", () => {
    expect(validationText("Must be at most 120 characters")).toEqual({
      id: "validation.text.max",
      values: { max: "120" },
    });
    const parsed = teamSettingsFormSchema.safeParse({ horizonDays: 0 });
    const horizon = parsed.error?.issues.find((issue) => issue.path[0] === "horizonDays")?.message ?? "";
    expect(horizon).toBe("Booking horizon must be at least 1");
    expect(validationText(horizon)).toEqual({
      id: "validation.limit.atLeast",
      values: { field: { id: "validation.label.horizon" }, min: "1" },
    });
  });

  it("prefers the message written for a field over a general one", () => {
    expect(validationText("Name must be at most 120 characters")?.id).toBe("validation.name.max");
    expect(validationText("Capacity must be a whole number")?.id).toBe("validation.office.capacityWhole");
    expect(validationText("limit must be a whole number")?.id).toBe("validation.limit.whole");
  });

  it("matches the theme's contrast problems and the messages that carry what was sent", () => {
    const [problem] = themeContrastProblems({ ...DEFAULT_THEME, primaryAction: "#eeeeee" });
    expect(validationText(problem.message)).toMatchObject({
      id: "validation.theme.contrast",
      values: { what: { id: "validation.theme.buttonText" }, fg: "#ffffff", bg: "#eeeeee" },
    });
    expect(
      validationText(
        'Time zone "Mars/Olympus" is not a known IANA time zone (for example Europe/Berlin or America/New_York).',
      ),
    ).toEqual({
      id: "validation.timeZone.unknown",
      values: { zone: "Mars/Olympus" },
    });
  });

  it("leaves messages it does not have alone", () => {
    expect(validationText("Invalid input")).toBeUndefined();
    expect(validationText("")).toBeUndefined();
  });

  it("is matched against plain English messages: arguments only, no plural or select", () => {
    expect(Object.values(english).filter((message) => /\{\w+,/.test(message))).toEqual([]);
  });
});
