/**
 * One owner per table (ARCHITECTURE.md "Ownership"): a module's source imports from the schema only
 * the tables it owns; other data comes through the owning module's service or repository. Covers
 * the modules already restructured; auth and bookings join this list as they are.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MODULES = new URL("../modules/", import.meta.url).pathname;
const OWNS: Record<string, string[]> = {
  dashboard: [],
  invitations: ["invitations"],
  mail: ["outboxEmails", "OutboxAttachment"],
  offices: ["offices"],
  team: ["teams"],
  user: ["users"],
};

/** The names a file imports from the schema. */
function schemaImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"#db\/schema\/[^"]+"/g)) {
    for (const part of match[1].split(",")) {
      const name = part
        .replace(/\btype\b/, "")
        .trim()
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

describe("table ownership", () => {
  for (const [module, owned] of Object.entries(OWNS)) {
    it(`${module} imports only its own tables`, () => {
      const files = readdirSync(join(MODULES, module)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const foreign = schemaImports(readFileSync(join(MODULES, module, file), "utf8")).filter(
          (n) => !owned.includes(n),
        );
        expect(foreign, `${module}/${file}`).toEqual([]);
      }
    });
  }

  it("notices a foreign table import", () => {
    expect(schemaImports('import { type OutboxAttachment, users as u } from "#db/schema/index.ts";')).toEqual([
      "OutboxAttachment",
      "users",
    ]);
  });
});
