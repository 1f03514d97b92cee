/**
 * The resolve hook of lib/module-resolution.ts answers only what Node would answer the same way:
 * checked against Node's own resolution for every import the server's modules make, and passed on
 * to Node in each case it must not answer. Also: a started server has written its compile cache.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { ResolveFnOutput, ResolveHookContext } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer, waitForHealth } from "../test/process-harness.ts";
import { resolveModulePackageImport } from "./module-resolution.ts";

const CHECK = new URL("../test/module-resolution-check.ts", import.meta.url).pathname;
const IMPORT = ["node", "import", "module-sync", "node-addons"];
const REQUIRE = ["require", "node", "node-addons", "module-sync"];

const root = mkdtempSync(join(tmpdir(), "officely-resolve-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, text = "export {};\n"): string {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  return pathToFileURL(full).href;
}

const esmIndex = file("node_modules/esm-pkg/index.js");
file("node_modules/esm-pkg/package.json", '{ "name": "esm-pkg", "type": "module" }');
const esmA = file("node_modules/esm-pkg/lib/a.js");
const esmInner = file("node_modules/esm-pkg/lib/inner.js");
file("node_modules/esm-pkg/nested/package.json", '{ "type": "commonjs" }');
file("node_modules/esm-pkg/nested/b.js", "module.exports = {};\n");
symlinkSync(join(root, "node_modules/esm-pkg/lib/a.js"), join(root, "node_modules/esm-pkg/lib/link.js"));
const typelessIndex = file("node_modules/typeless-pkg/index.js");
file("node_modules/typeless-pkg/package.json", '{ "name": "typeless-pkg" }');
file("node_modules/typeless-pkg/a.js");
const brokenIndex = file("node_modules/broken-pkg/index.js");
file("node_modules/broken-pkg/package.json", "{ not json");
file("node_modules/broken-pkg/a.js");
const appFile = file("src/app.js");
file("src/package.json", '{ "type": "module" }');
file("src/a.js");

const NODE_ANSWER: ResolveFnOutput = { url: "node:answer", format: "builtin" };

/** The hook's answer for one import, and whether it passed the import on to Node. */
function resolve(specifier: string, context: Partial<ResolveHookContext>) {
  let passedOn = false;
  const answer = resolveModulePackageImport(
    specifier,
    { conditions: IMPORT, importAttributes: {}, parentURL: undefined, ...context },
    () => {
      passedOn = true;
      return NODE_ANSWER;
    },
  );
  return { answer, passedOn };
}

describe("resolving the dependencies' imports", () => {
  it("answers a relative .js import inside an ES-module package itself, as a module", () => {
    expect(resolve("./lib/a.js", { parentURL: esmIndex })).toEqual({
      answer: { url: esmA, format: "module", shortCircuit: true },
      passedOn: false,
    });
    expect(resolve("../lib/a.js", { parentURL: esmInner }).answer.url).toBe(esmA);
  });

  it("passes every other import on to Node", () => {
    const passedOn = (specifier: string, context: Partial<ResolveHookContext>) =>
      resolve(specifier, context).passedOn;
    // A nested package.json that says commonjs, and one without a type (Node detects the syntax).
    expect(passedOn("./nested/b.js", { parentURL: esmIndex })).toBe(true);
    expect(passedOn("./a.js", { parentURL: typelessIndex })).toBe(true);
    // A package.json that does not parse: Node's error, not ours.
    expect(passedOn("./a.js", { parentURL: brokenIndex })).toBe(true);
    // A missing file (Node's "cannot find module") and a symbolic link (Node names the real path).
    expect(passedOn("./lib/missing.js", { parentURL: esmIndex })).toBe(true);
    expect(passedOn("./lib/link.js", { parentURL: esmIndex })).toBe(true);
    // require(), import attributes, another extension, a bare specifier, a file outside node_modules.
    expect(passedOn("./lib/a.js", { parentURL: esmIndex, conditions: REQUIRE })).toBe(true);
    expect(passedOn("./lib/a.js", { parentURL: esmIndex, importAttributes: { type: "json" } })).toBe(true);
    expect(passedOn("./package.json", { parentURL: esmIndex })).toBe(true);
    expect(passedOn("esm-pkg", { parentURL: appFile })).toBe(true);
    expect(passedOn("./a.js", { parentURL: appFile })).toBe(true);
    expect(passedOn("./lib/a.js", { parentURL: undefined })).toBe(true);
  });

  it("answers each import of the server's modules as Node does", { timeout: 60_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [CHECK], { env: process.env });
    const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
    expect(result.mismatches).toEqual([]);
    // drizzle-orm, date-fns, better-auth, zod, ...: hundreds of files, each answered without Node.
    expect(result.answered).toBeGreaterThan(500);
    expect(result.passedOn).toBeGreaterThan(0);
  });
});

describe("the compile cache", () => {
  it("is on disk once the server answers, though the process is then killed", { timeout: 120_000 }, async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "officely-compile-cache-"));
    const dataDir = mkdtempSync(join(tmpdir(), "officely-cache-data-"));
    const server = startServer(await freePort(), { DATABASE_URL: "", DATA_DIR: dataDir, NODE_COMPILE_CACHE: cacheDir });
    try {
      await waitForHealth(server);
      server.child.kill("SIGKILL");
      await server.exited;
      // Node writes the cache at exit unless asked earlier; a SIGKILL leaves no exit to write at.
      const entries = readdirSync(cacheDir, { recursive: true });
      expect(entries.length).toBeGreaterThan(100);
    } finally {
      if (server.isAlive()) server.child.kill("SIGKILL");
      await server.exited;
      rmSync(cacheDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
