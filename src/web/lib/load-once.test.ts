import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("shares one load between callers and keeps its value for renders that cannot wait", async () => {
    let calls = 0;
    const code = loadOnce(async () => {
      calls += 1;
      return { name: "tooltip" };
    });
    expect(code.loaded).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.loaded).toBe(first);
    await code.load();
    expect(calls).toBe(1);
  });

  it("tries again after a failed load (offline, or a deploy replaced the chunk)", async () => {
    let calls = 0;
    const code = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error("Failed to fetch dynamically imported module");
      return 42;
    });
    await expect(code.load()).rejects.toThrow("Failed to fetch");
    expect(code.loaded).toBeUndefined();
    await expect(code.load()).resolves.toBe(42);
    expect(code.loaded).toBe(42);
    expect(calls).toBe(2);
  });
});
