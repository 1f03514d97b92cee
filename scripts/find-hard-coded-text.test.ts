/**
 * Every user-visible string of a translated part of the web app comes from the message catalogues
 * (docs/architecture.md "Languages"): this test reads the JSX of all of src/web and fails on text
 * written into it, and on a text attribute (title, label, placeholder, aria-label...) given as a
 * literal.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { hardCodedText, sourceFiles } from "./find-hard-coded-text.ts";

describe("translated screens", () => {
  it("show no text that is not from a catalogue", () => {
    const files = sourceFiles("src/web").filter((f) => f.endsWith(".tsx") && !f.includes(".test."));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((f) => hardCodedText(readFileSync(f, "utf8"), relative(".", f)));
    expect(found).toEqual([]);
  });

  it("finds text in JSX, in a literal child and in a text prop, and lets catalogue calls and symbols pass", () => {
    const source = `
      export const A = () => (
        <Card title="Book a desk" className="grid gap-2">
          <p>Hello</p>
          <p>{"Welcome back"}</p>
          <Input aria-label={"Search"} placeholder={_("x.search")} />
          <span>{_("x.title")} · 3</span>
        </Card>
      );`;
    expect(hardCodedText(source)).toEqual([
      'file.tsx:3 "Book a desk"',
      'file.tsx:4 "Hello"',
      'file.tsx:5 "Welcome back"',
      'file.tsx:6 "Search"',
    ]);
  });
});
