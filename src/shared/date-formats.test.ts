import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dateStyle, LOCALISED_PATTERNS } from "./date-formats.ts";
import { LANGUAGES } from "./i18n.ts";
import { formatBookingRange, formatCalendarDate, formatInZone, formatLongDate, formatViewerRange } from "./time.ts";

// Monday 9 March 2026, 09:30 in Berlin.
const AT = "2026-03-09T08:30:00Z";

describe("dates in each language", () => {
  it("writes a day as each language does, with the times 24-hour", () => {
    const shown = LANGUAGES.map((l) => formatInZone(AT, "Europe/Berlin", "EEE, MMM d · HH:mm", dateStyle(l)));
    expect(shown).toEqual(["Mon, Mar 9 · 09:30", "Mo., 9. März · 09:30", "lun. 9 mars · 09:30", "lun, 9 mar · 09:30"]);
    expect(formatLongDate("2026-12-24", dateStyle("de"))).toBe("Donnerstag, 24. Dezember 2026");
    expect(formatLongDate("2026-12-24", dateStyle("es"))).toBe("jueves, 24 de diciembre de 2026");
    expect(formatCalendarDate("2026-08-01", "MMMM yyyy", dateStyle("fr"))).toBe("août 2026");
    expect(formatBookingRange(AT, "2026-03-09T09:30:00Z", "Europe/Berlin", dateStyle("fr"))).toBe(
      "lun. 9 mars · 09:30–10:30",
    );
    // 15:00 in Berlin is 03:00 the next morning in Auckland.
    const afternoon = ["2026-03-09T14:00:00Z", "2026-03-09T15:00:00Z"] as const;
    expect(formatViewerRange(...afternoon, "Europe/Berlin", "Pacific/Auckland", dateStyle("de"))).toBe(
      "Di. 03:00–04:00",
    );
  });

  it("leaves English as it was", () => {
    expect(formatInZone(AT, "Europe/Berlin", "EEEE, MMMM d, yyyy 'at' HH:mm", dateStyle("en"))).toBe(
      "Monday, March 9, 2026 at 09:30",
    );
    expect(formatLongDate("2026-03-09")).toBe("Monday, March 9, 2026");
  });

  it("knows the order of every pattern with names that the app writes", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory()
          ? files(path)
          : /\.tsx?$/.test(name) && !name.includes(".test.")
            ? [path]
            : [];
      });
    const patterns = new Set<string>();
    for (const file of [...files("src/web"), ...files("src/server")]) {
      for (const [, literal] of readFileSync(file, "utf8").matchAll(/"((?:'[^']*'|[dMyEHms,.·: -])+)"/g)) {
        // A pattern with more than one part, one of them a name, has an order a language may change.
        if (/MMM|EEE/.test(literal) && /[dMyH]/.test(literal.replace(/MMMM?|EEEE?/g, ""))) patterns.add(literal);
      }
    }
    expect(patterns.size).toBeGreaterThan(5);
    expect([...patterns].filter((p) => !LOCALISED_PATTERNS.includes(p))).toEqual([]);
  });
});
