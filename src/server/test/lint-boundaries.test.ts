/**
 * The import boundaries live in biome.json (one override per web feature, docs/architecture.md
 * "The client's data layer"). These tests prove they bite: probe files with forbidden imports are
 * linted with the project's own biome.json in a scratch copy of the layout (so nothing is written
 * into src/), and every forbidden import must be reported while the allowed ones pass. A new
 * feature folder without its override fails the first test.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const biome = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as {
  vcs?: { enabled: boolean };
  overrides: { includes: string[] }[];
};
const features = readdirSync(join(root, "src/web/features"));

interface Probe {
  /** Path of the probe file in the layout, e.g. src/web/lib/probe.ts. */
  path: string;
  /** Import specifiers it uses. */
  imports: string[];
  /** Whether lint must refuse it. */
  refused: boolean;
}

const probes: Probe[] = [
  ...features.flatMap((feature) => [
    { path: `src/web/features/${feature}/probe-package.ts`, imports: ["fastify"], refused: true },
    { path: `src/web/features/${feature}/probe-server.ts`, imports: ["#server/app.ts"], refused: true },
    { path: `src/web/features/${feature}/probe-db.ts`, imports: ["drizzle-orm"], refused: true },
    {
      path: `src/web/features/${feature}/probe-feature.ts`,
      imports: [`#web/features/${features.find((f) => f !== feature) ?? "other"}/x.ts`],
      refused: true,
    },
    {
      path: `src/web/features/${feature}/probe-allowed.ts`,
      imports: [`#web/features/${feature}/x.ts`, "#shared/constants.ts", "#web/lib/x.ts", "react"],
      refused: false,
    },
  ]),
  { path: "src/web/lib/probe-server.ts", imports: ["#server/app.ts"], refused: true },
  { path: "src/web/app/probe-db.ts", imports: ["#db/client.ts"], refused: true },
  { path: "src/web/app/probe-allowed.ts", imports: ["#web/features/bookings/x.ts"], refused: false },
  { path: "src/server/probe-web.ts", imports: ["#web/lib/x.ts"], refused: true },
  { path: "src/db/probe-web.ts", imports: ["#web/lib/x.ts"], refused: true },
  { path: "src/shared/probe-server.ts", imports: ["#server/app.ts"], refused: true },
  { path: "src/shared/probe-allowed.ts", imports: ["zod"], refused: false },
];

const scratch = mkdtempSync(join(tmpdir(), "officely-lint-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints the probes with the project's rules; returns the probe paths reported by noRestrictedImports. */
function lintProbes(): Set<string> {
  writeFileSync(join(scratch, "biome.json"), JSON.stringify({ ...biome, $schema: undefined, vcs: { enabled: false } }));
  for (const probe of probes) {
    const file = join(scratch, probe.path);
    mkdirSync(dirname(file), { recursive: true });
    const lines = probe.imports.map((spec, i) => `import * as m${i} from "${spec}";`);
    lines.push(`export const all = [${probe.imports.map((_, i) => `m${i}`).join(", ")}];`);
    writeFileSync(file, `${lines.join("\n")}\n`);
  }
  const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--max-diagnostics=1000", "src"], {
    cwd: scratch,
    encoding: "utf8",
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const reported = new Set<string>();
  for (const match of output.matchAll(/^(\S+\.ts):\d+:\d+ lint\/style\/noRestrictedImports/gm)) reported.add(match[1]);
  return reported;
}

describe("import boundaries", () => {
  it("gives every web feature folder its own no-cross-feature lint override", () => {
    const covered = new Set(biome.overrides.flatMap((override) => override.includes));
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(covered).toContain(`src/web/features/${feature}/**`);
  });

  it("refuses web → server/db and packages, feature → feature, server/db → web and shared → server; allows the rest", () => {
    const reported = lintProbes();
    const wrong = probes.filter((probe) => reported.has(probe.path) !== probe.refused);
    expect(wrong.map((probe) => `${probe.path} should be ${probe.refused ? "refused" : "allowed"}`)).toEqual([]);
  });
});
