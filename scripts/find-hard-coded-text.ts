/**
 * Finds text in the JSX of the web app that no message catalogue gave (docs/architecture.md
 * "Languages"): JSX text, a literal child, and a literal given to a prop a person reads or hears.
 * scripts/find-hard-coded-text.test.ts runs it over the translated parts of src/web; run by hand,
 * `node scripts/find-hard-coded-text.ts <file or folder>...` prints what it finds and exits 1 when
 * it finds any.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

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
export function hardCodedText(source: string, fileName = "file.tsx"): string[] {
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

export function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

if (import.meta.main) {
  const files = process.argv
    .slice(2)
    .flatMap(sourceFiles)
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."));
  const found = files.flatMap((f) => hardCodedText(readFileSync(f, "utf8"), relative(".", f)));
  for (const line of found) console.log(line);
  console.log(`${files.length} files, ${found.length} hard-coded texts`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
