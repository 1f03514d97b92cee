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
import { preservesSymlinks, resolveModulePackageImport } from "./module-resolution.ts";

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

// The app's own package.json says module; a file in node_modules is scoped by its package's alone.
file("package.json", '{ "type": "module" }');
const esmIndex = file("node_modules/esm-pkg/index.js");
file("node_modules/esm-pkg/package.json", '{ "name": "esm-pkg", "type": "module" }');
const esmA = file("node_modules/esm-pkg/lib/a.js");
const esmInner = file("node_modules/esm-pkg/lib/inner.js");
const esmBracket = file("node_modules/esm-pkg/lib/[1].js");
mkdirSync(join(root, "node_modules/esm-pkg/lib/folder.js"));
file("node_modules/esm-pkg/nested/package.json", '{ "type": "commonjs" }');
file("node_modules/esm-pkg/nested/b.js", "module.exports = {};\n");
symlinkSync(join(root, "node_modules/esm-pkg/lib/a.js"), join(root, "node_modules/esm-pkg/lib/link.js"));
symlinkSync(join(root, "node_modules/esm-pkg/lib"), join(root, "node_modules/esm-pkg/linked-lib"));
const typelessIndex = file("node_modules/typeless-pkg/index.js");
file("node_modules/typeless-pkg/package.json", '{ "name": "typeless-pkg" }');
file("node_modules/typeless-pkg/a.js");
const unscopedIndex = file("node_modules/unscoped/index.js");
file("node_modules/unscoped/a.js", "module.exports = {};\n");
const brokenIndex = file("node_modules/broken-pkg/index.js");
file("node_modules/broken-pkg/package.json", "{ not json");
file("node_modules/broken-pkg/a.js");
const appFile = file("src/app.js");
file("src/a.js");
const deepAppFile = file("src/deep/er/b.js");
// A package of the same name closer to one of the app's folders: Node finds that one from there.
file("src/vendored/node_modules/esm-pkg/package.json", '{ "name": "esm-pkg", "type": "module" }');
const vendoredAppFile = file("src/vendored/c.js");

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

  it("names the file as Node does: its real path, encoded, with the specifier's query", () => {
    const urlOf = (specifier: string) => resolve(specifier, { parentURL: esmIndex }).answer.url;
    // A linked file and a linked directory: the module is the file they lead to, loaded once.
    expect(urlOf("./lib/link.js")).toBe(esmA);
    expect(urlOf("./linked-lib/a.js")).toBe(esmA);
    expect(urlOf("./lib/%61.js")).toBe(esmA);
    expect(urlOf("./lib/[1].js")).toBe(esmBracket);
    expect(esmBracket).toContain("%5B1%5D.js");
    expect(urlOf("./lib/a.js?v=.js")).toBe(`${esmA}?v=.js`);
  });

  it("passes every other import on to Node", () => {
    const passedOn = (specifier: string, context: Partial<ResolveHookContext>) => resolve(specifier, context).passedOn;
    // A nested package.json that says commonjs, one without a type (Node detects the syntax), and a
    // package without a package.json: Node's lookup stops at node_modules, not at the app's.
    expect(passedOn("./nested/b.js", { parentURL: esmIndex })).toBe(true);
    expect(passedOn("./a.js", { parentURL: typelessIndex })).toBe(true);
    expect(passedOn("./a.js", { parentURL: unscopedIndex })).toBe(true);
    // A package.json that does not parse: Node's error, not ours.
    expect(passedOn("./a.js", { parentURL: brokenIndex })).toBe(true);
    // A missing file (Node's "cannot find module") and a directory (Node's "directory import").
    expect(passedOn("./lib/missing.js", { parentURL: esmIndex })).toBe(true);
    expect(passedOn("./lib/folder.js", { parentURL: esmIndex })).toBe(true);
    // require(), also under --conditions=import (no import attributes then), import attributes,
    // another extension, a bare specifier, a file outside node_modules, no parent.
    expect(passedOn("./lib/a.js", { parentURL: esmIndex, conditions: REQUIRE })).toBe(true);
    expect(
      passedOn("./lib/a.js", { parentURL: esmIndex, conditions: [...REQUIRE, "import"], importAttributes: undefined }),
    ).toBe(true);
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

describe("remembering Node's answers to package imports", () => {
  /** The hook's answer, with `node` as Node's; whether Node was asked. */
  function ask(
    specifier: string,
    parentURL: string,
    node: () => ResolveFnOutput = () => ({ url: `file:///node/${specifier}/${parentURL.length}`, format: "module" }),
    context: Partial<ResolveHookContext> = {},
  ) {
    let asked = false;
    const answer = resolveModulePackageImport(
      specifier,
      { conditions: IMPORT, importAttributes: {}, parentURL, ...context },
      () => {
        asked = true;
        return node();
      },
    );
    return { answer, asked };
  }
  const nodeSays = (url: string) => () => ({ url, format: "module" });

  it("gives a package name's answer to every file of the same scope that imports it", () => {
    expect(ask("esm-pkg/first", appFile, nodeSays("file:///first.js"))).toEqual({
      answer: { url: "file:///first.js", format: "module" },
      asked: true,
    });
    // Another folder of the app, deeper: the same package scope, the same node_modules found.
    expect(ask("esm-pkg/first", deepAppFile, nodeSays("file:///other.js"))).toEqual({
      answer: { url: "file:///first.js", format: "module", shortCircuit: true },
      asked: false,
    });
    // Another specifier, or other conditions, are other questions.
    expect(ask("esm-pkg/second", deepAppFile).asked).toBe(true);
    expect(ask("esm-pkg/first", deepAppFile, undefined, { conditions: ["node", "import"] }).asked).toBe(true);
    // `#` imports too, by scope.
    expect(ask("#thing", appFile, nodeSays("file:///app-thing.js")).asked).toBe(true);
    expect(ask("#thing", deepAppFile)).toEqual({
      answer: { url: "file:///app-thing.js", format: "module", shortCircuit: true },
      asked: false,
    });
  });

  it("asks Node again where another node_modules holds the package, or the scope differs", () => {
    ask("esm-pkg/third", appFile);
    expect(ask("esm-pkg/third", vendoredAppFile, nodeSays("file:///vendored-third.js"))).toEqual({
      answer: { url: "file:///vendored-third.js", format: "module" },
      asked: true,
    });
    // The package's own files find the same node_modules/esm-pkg, but their scope is the package
    // (a self-reference), so theirs is another question; for `#` imports as well.
    ask("esm-pkg/fourth", appFile);
    expect(ask("esm-pkg/fourth", esmIndex).asked).toBe(true);
    ask("#other", appFile);
    expect(ask("#other", esmIndex).asked).toBe(true);
  });

  it("resolves from the directory itself when the importing URL names one", () => {
    const appDir = pathToFileURL(join(root, "src/vendored/")).href;
    ask("esm-pkg/fifth", appFile);
    // From src/vendored/, Node finds src/vendored/node_modules/esm-pkg: not the app's answer.
    expect(ask("esm-pkg/fifth", appDir).asked).toBe(true);
    expect(ask("esm-pkg/fifth", vendoredAppFile).asked).toBe(false);
  });

  it("never remembers a refusal, and leaves builtins, requires, attributes, paths and URLs to Node", () => {
    const refuse = () => {
      throw new Error("Cannot find package 'missing-pkg'");
    };
    expect(() => ask("missing-pkg", appFile, refuse)).toThrow("Cannot find package");
    expect(ask("missing-pkg", deepAppFile, nodeSays("file:///now-there.js")).asked).toBe(true);
    // Each asked twice, from two files of one scope: neither answer may come from the first.
    const cases: [string, Partial<ResolveHookContext>][] = [
      ["fs", {}],
      ["node:fs", {}],
      ["esm-pkg/required", { conditions: REQUIRE }],
      ["esm-pkg/required", { conditions: [...REQUIRE, "import"] }],
      ["esm-pkg/json", { importAttributes: { type: "json" } }],
      ["data:text/javascript,export{}", {}],
      [`${pathToFileURL(join(root, "src/a.js")).href}`, {}],
      [join(root, "src/a.js"), {}],
      ["./a.js", {}],
      ["../a.js", {}],
    ];
    for (const [specifier, context] of cases) {
      expect(ask(specifier, appFile, undefined, context).asked, `${specifier} first`).toBe(true);
      expect(ask(specifier, deepAppFile, undefined, context).asked, `${specifier} again`).toBe(true);
    }
  });

  it("steps aside when Node keeps symbolic links in paths", () => {
    expect(preservesSymlinks(["--preserve-symlinks"], {})).toBe(true);
    expect(preservesSymlinks([], { NODE_OPTIONS: "--max-old-space-size=512 --preserve-symlinks" })).toBe(true);
    expect(preservesSymlinks([], { NODE_PRESERVE_SYMLINKS: "1" })).toBe(true);
    expect(preservesSymlinks(["--preserve-symlinks-main"], { NODE_OPTIONS: "--enable-source-maps" })).toBe(false);
  });
});

describe("the compile cache", () => {
  it("is on disk once the server answers, though the process is then killed", { timeout: 120_000 }, async () => {
    // The default place (the temporary directory), so the test fails unless main.ts turns it on.
    const temporary = mkdtempSync(join(tmpdir(), "officely-compile-cache-"));
    const dataDir = join(temporary, "data");
    const server = startServer(await freePort(), {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      TMPDIR: temporary,
      NODE_COMPILE_CACHE: "",
      NODE_DISABLE_COMPILE_CACHE: "",
    });
    try {
      await waitForHealth(server);
      server.child.kill("SIGKILL");
      await server.exited;
      // Node writes the cache at exit unless asked earlier; a SIGKILL leaves no exit to write at.
      const entries = readdirSync(join(temporary, "node-compile-cache"), { recursive: true });
      expect(entries.length).toBeGreaterThan(100);
    } finally {
      if (server.isAlive()) server.child.kill("SIGKILL");
      await server.exited;
      rmSync(temporary, { recursive: true, force: true });
    }
  });
});
