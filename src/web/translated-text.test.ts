/**
 * Every user-visible string of a translated part of the web app comes from the message catalogues
 * (docs/architecture.md "Languages"): this test reads the JSX of the files below and fails on text
 * written into it, and on a text attribute (title, label, placeholder, aria-label...) given as a
 * literal. A feature joins the list when its screens are translated; the list grows until it is
 * src/web itself.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const TRANSLATED = [
  "src/web/features/preferences",
  "src/web/app/pages/preferences-page.tsx",
  "src/web/app/pages/settings-page.tsx",
  "src/web/features/onboarding/components/restart-tour-card.tsx",
  "src/web/app/root-layout.tsx",
  ...[
    "app-shell",
    "sidebar",
    "mobile-nav",
    "more-sheet-dialog",
    "theme-toggle",
    "help-toggle",
    "offline-banner",
    "breadcrumbs",
    "collapsed-crumbs",
  ].map((name) => `src/web/app/shell/${name}.tsx`),
];

/** Props whose value a person reads or hears. */
const TEXT_PROPS = new Set([
  "title",
  "description",
  "label",
  "placeholder",
  "alt",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
]);
const HAS_LETTER = /\p{L}/u;

/** Where `source` (a .tsx file's text) shows a person text that no catalogue gave: line and text. */
function hardCodedText(source: string, fileName = "file.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const isLiteral = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && isLiteral(node.expression)) {
      if (HAS_LETTER.test(node.expression.text)) report(node, node.expression.text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (isLiteral(literal) && HAS_LETTER.test(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

describe("translated screens", () => {
  it("show no text that is not from a catalogue", () => {
    const files = TRANSLATED.flatMap(sourceFiles).filter((f) => f.endsWith(".tsx") && !f.includes(".test."));
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
