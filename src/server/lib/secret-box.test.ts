/** Secrets at rest: sealed values read back only with the same key and for the same row, and never hold the plain text. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.ts";

const KEY = "a-key-of-at-least-thirty-two-characters-0001";

describe("secret box", () => {
  it("opens what it sealed, for the same row, whatever the text", () => {
    const box = createSecretBox(KEY);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ minLength: 1 }), (plain, context) => {
        const sealed = box.seal(plain, context);
        expect(box.open(sealed, context)).toBe(plain);
      }),
    );
  });

  it("seals the same text differently each time and never shows it", () => {
    const box = createSecretBox(KEY);
    const a = box.seal("client-secret-value", "row:1");
    const b = box.seal("client-secret-value", "row:1");
    expect(a).not.toBe(b);
    expect(a).not.toContain("client-secret-value");
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses another row, another key, and any altered character", () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal("client-secret-value", "sso:team-a");
    expect(() => box.open(sealed, "sso:team-b")).toThrow();
    expect(() => createSecretBox(`${KEY}-other`).open(sealed, "sso:team-a")).toThrow();
    const last = sealed.at(-2) === "A" ? "B" : "A";
    expect(() => box.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, "sso:team-a")).toThrow();
    expect(() => box.open("plain text", "sso:team-a")).toThrow("not a sealed secret");
  });
});
