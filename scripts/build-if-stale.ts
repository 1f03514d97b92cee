/**
 * `npm start`'s build step: builds the web app only when its inputs changed since the last
 * build this script made, so a restart with nothing changed starts the server at once. The inputs are
 * the web and shared sources, the message catalogues, the build's configuration and scripts, and the
 * lockfile; their content hash is kept in dist/web/.build-inputs (a build by hand leaves none, so the
 * next start builds once).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { endWithCode } from "../src/server/lib/process-end.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const STAMP = join(ROOT, "dist/web/.build-inputs");
const INPUTS = [
  "src/web",
  "src/shared",
  // The message catalogues the build compiles into the pages (docs/architecture.md "Languages").
  "src/locales",
  "lingui.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "scripts/prerender.ts",
  // The build's own plugins (vite.config.ts imports them): chunking and the pages' files.
  ...readdirSync(join(ROOT, "scripts"))
    .filter((name) => name.startsWith("vite-") && name.endsWith(".ts"))
    .map((name) => `scripts/${name}`),
];

/** Every file under `path` (or `path` itself), sorted, so the hash does not depend on listing order. */
function filesOf(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const current = inputsHash();
const complete = ["dist/web/index.html", "dist/ssr/entry-server.js"].every((file) => existsSync(join(ROOT, file)));
const built = complete && existsSync(STAMP) ? readFileSync(STAMP, "utf8") : null;
if (built === current) {
  console.log("Web app up to date (sources unchanged since the last build); not rebuilding.");
} else {
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status === 0) writeFileSync(STAMP, current);
  else endWithCode(1);
}
