/**
 * The import boundaries live in biome.json (one override per web feature, ARCHITECTURE.md "The
 * client"); this test makes sure a new feature folder cannot escape them by having no override.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url);

describe("import boundaries", () => {
  it("gives every web feature folder its own no-cross-feature lint override", () => {
    const biome = JSON.parse(readFileSync(new URL("biome.json", root), "utf8")) as {
      overrides: { includes: string[] }[];
    };
    const covered = new Set(biome.overrides.flatMap((override) => override.includes));
    const features = readdirSync(new URL("src/web/features/", root));
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(covered).toContain(`src/web/features/${feature}/**`);
  });
});
