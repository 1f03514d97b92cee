import { describe, expect, it } from "vitest";
import { perHandle } from "./per-handle.ts";

describe("perHandle", () => {
  it("builds once per handle and keeps each handle's value apart", () => {
    const built: object[] = [];
    const statementOf = perHandle((handle: object) => {
      built.push(handle);
      return { for: handle };
    });
    const first = {};
    const second = {};
    const a = statementOf(first);
    expect(statementOf(first)).toBe(a);
    const b = statementOf(second);
    expect(b).not.toBe(a);
    expect(b.for).toBe(second);
    expect(built).toEqual([first, second]);
  });

  it("builds again after a build that threw", () => {
    let calls = 0;
    const flaky = perHandle((_handle: object) => {
      calls += 1;
      if (calls === 1) throw new Error("not yet");
      return calls;
    });
    const handle = {};
    expect(() => flaky(handle)).toThrow("not yet");
    expect(flaky(handle)).toBe(2);
    expect(flaky(handle)).toBe(2);
  });
});
