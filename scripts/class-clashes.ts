/**
 * Finds class lists that put two Tailwind utilities of one group on one element
 * (docs/decisions/0019): `cn` is plain clsx, so when `text-sm` and `text-xs` meet, the stylesheet's
 * order picks the winner, not the order in the call. tailwind-merge (a dev dependency, no longer
 * shipped) decides what clashes: a joined list clashes when twMerge would drop a class of it.
 *
 * It reads every .ts/.tsx under src/web with the TypeScript parser and checks
 *  - each `cn(...)` call, over every combination of its arguments' possible values (a `cond && "x"`
 *    may be "" or "x", a ternary either branch, `TONES[tone]` any value of that object literal, a
 *    `cva(...)` call any combination of its variants);
 *  - each component that merges a prop (`className`, `errorClassName`, ...) into its classes, against
 *    every place that passes that prop, with the classes the component adds (through other such
 *    components too, e.g. FavoriteOfficeButton -> Button).
 *
 * Run `node scripts/class-clashes.ts` to print them; scripts/class-clashes.test.ts fails on any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";

/** One list of classes that tailwind-merge would shorten: where, what, and what it would drop. */
export type ClassClash = { where: string; classes: string; dropped: string[] };

/** A value's possible class strings; `{ prop }` stands for a component prop merged in from outside. */
type Alternatives = Array<string | { prop: string }>;

type Merger = {
  /** The component's name as used in JSX. */
  name: string;
  /** The merged props, e.g. ["className"]. */
  props: string[];
  /** The parts of its class list: the cn call's arguments, or the forwarded prop alone. */
  args: readonly ts.Expression[];
  file: SourceFile;
  /** The component the merged list is handed to as its className, if it is one of ours. */
  handedTo?: { tag: string; element: ts.JsxOpeningLikeElement };
};

type SourceFile = { path: string; ast: ts.SourceFile; consts: Map<string, ts.Expression> };

/** Functions of the web app by name, so that a class helper's returns can be read where it is called. */
const functions = new Map<string, { node: ts.FunctionDeclaration; file: SourceFile }>();

const MAX_COMBINATIONS = 20_000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function parse(path: string): SourceFile {
  const ast = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  const file: SourceFile = { path, ast, consts };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      consts.set(node.name.text, node.initializer);
    }
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, { node, file });
    ts.forEachChild(node, visit);
  };
  visit(ast);
  return file;
}

function unwrap(expr: ts.Expression): ts.Expression {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

function product(lists: Alternatives[]): Array<Array<string | { prop: string }>> {
  let out: Array<Array<string | { prop: string }>> = [[]];
  for (const list of lists) {
    out = out.flatMap((prefix) => list.map((item) => [...prefix, item]));
    if (out.length > MAX_COMBINATIONS) throw new Error("too many combinations of classes to check");
  }
  return out;
}

/** The parameters destructured by the function around `node` (a component's props), by name. */
function enclosingProps(node: ts.Node): Map<string, ts.BindingElement> {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
      const first = n.parameters[0];
      if (first && ts.isObjectBindingPattern(first.name)) {
        return new Map(first.name.elements.map((e) => [ts.isIdentifier(e.name) ? e.name.text : "", e]));
      }
    }
  }
  return new Map();
}

/**
 * What a prop is where the component is used: the attribute's literal ("ghost", "true", "false"), its
 * default when left out, or "*" (any value: not a literal, after a spread, or no usage at hand).
 */
function propValue(e: ts.Expression, chosen?: Map<string, string>): string {
  const prop = ts.isIdentifier(e) ? enclosingProps(e).get(e.text) : undefined;
  if (!prop || !chosen) return "*";
  const given = chosen.get((prop.name as ts.Identifier).text);
  if (given !== undefined) return given;
  if (chosen.has("...")) return "*";
  const init = prop.initializer && unwrap(prop.initializer);
  if (!init) return "undefined";
  return ts.isStringLiteral(init) ? init.text : init.getText();
}

/**
 * `cva(base, { variants, defaultVariants })` as every combination of one value per variant. With
 * `chosen` (an element's attributes) a variant it names is that value ("*": any, when not a literal),
 * one it leaves out its default; without, every value.
 */
function cvaAlternatives(call: ts.CallExpression, file: SourceFile, chosen?: Map<string, string>): Alternatives {
  const [baseArg, configArg] = call.arguments;
  const base = baseArg ? strings(baseArg, file) : [""];
  const config = configArg && unwrap(configArg);
  if (!config || !ts.isObjectLiteralExpression(config)) return base;
  const entries = (name: string): ts.PropertyAssignment[] => {
    const property = config.properties.find((p) => p.name?.getText() === name);
    const value = property && ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined;
    return value && ts.isObjectLiteralExpression(value) ? value.properties.filter(ts.isPropertyAssignment) : [];
  };
  const defaults = new Map(entries("defaultVariants").map((d) => [d.name.getText(), strings(d.initializer, file)[0]]));
  const lists: Alternatives[] = [base];
  for (const group of entries("variants")) {
    const values = unwrap(group.initializer);
    if (!ts.isObjectLiteralExpression(values)) continue;
    const name = group.name.getText();
    // After a {...spread} a variant left out may still be set.
    const fallback = chosen?.has("...") ? "*" : defaults.get(name);
    const pick = chosen ? (chosen.get(name) ?? fallback ?? "*") : "*";
    lists.push(
      values.properties.flatMap((v) =>
        ts.isPropertyAssignment(v) && (pick === "*" || v.name.getText().replace(/^"|"$/g, "") === pick)
          ? strings(v.initializer, file)
          : [],
      ),
    );
  }
  return product(lists).map((parts) => parts.join(" "));
}

/** The class strings an expression may give, or "unknown" (a function call, a template with holes). */
function alternatives(expr: ts.Expression, file: SourceFile, chosen?: Map<string, string>): Alternatives {
  const e = unwrap(expr);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isTemplateExpression(e)) {
    const parts: Alternatives[] = [[e.head.text]];
    for (const span of e.templateSpans) parts.push(strings(span.expression, file), [span.literal.text]);
    return product(parts).map((p) => p.join(""));
  }
  if (e.kind === ts.SyntaxKind.NullKeyword || e.kind === ts.SyntaxKind.FalseKeyword) return [""];
  if (ts.isIdentifier(e) && e.text === "undefined") return [""];
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    const value = propValue(unwrap(e.left), chosen);
    if (value === "false" || value === "undefined") return [""];
    return [...(value === "true" ? [] : [""]), ...alternatives(e.right, file, chosen)];
  }
  if (ts.isConditionalExpression(e)) {
    const value = propValue(unwrap(e.condition), chosen);
    if (value === "false" || value === "undefined") return alternatives(e.whenFalse, file, chosen);
    if (value === "true") return alternatives(e.whenTrue, file, chosen);
    return [...alternatives(e.whenTrue, file, chosen), ...alternatives(e.whenFalse, file, chosen)];
  }
  if (ts.isIdentifier(e)) {
    if (enclosingProps(e).has(e.text)) return [{ prop: e.text }];
    const init = file.consts.get(e.text);
    if (init) return alternatives(init, file, chosen);
  }
  if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) {
    const target = unwrap(e.expression);
    const init = ts.isIdentifier(target) ? file.consts.get(target.text) : undefined;
    const object = init && unwrap(init);
    if (object && ts.isArrayLiteralExpression(object) && ts.isElementAccessExpression(e)) {
      return object.elements.flatMap((item) => alternatives(item, file, chosen));
    }
    if (object && ts.isObjectLiteralExpression(object)) {
      const index = ts.isElementAccessExpression(e) ? propValue(unwrap(e.argumentExpression), chosen) : "*";
      const key = ts.isPropertyAccessExpression(e) ? e.name.text : index === "*" ? undefined : index;
      return object.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && (key === undefined || p.name.getText().replace(/^"|"$/g, "") === key)
          ? alternatives(p.initializer, file, chosen)
          : [],
      );
    }
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) {
    const init = file.consts.get(e.expression.text);
    const callee = init && unwrap(init);
    if (callee && ts.isCallExpression(callee) && callee.expression.getText() === "cva") {
      return cvaAlternatives(callee, file, chosen);
    }
    if (e.expression.text === "cn")
      return product(e.arguments.map((a) => alternatives(a, file, chosen))).map(joinClasses);
    const helper = functions.get(e.expression.text);
    if (helper?.node.body) return returnedAlternatives(helper.node.body, helper.file);
  }
  throw new Error(`${where(e, file)}: cannot tell which classes \`${e.getText()}\` gives`);
}

/** What a helper function's `return` statements may give (not those of functions nested in it). */
function returnedAlternatives(body: ts.Block, file: SourceFile): Alternatives {
  const out: Alternatives = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) {
      const e = unwrap(node.expression);
      // `!mine && "x"` gives false or "x"; a boolean is no class.
      out.push(...(ts.isPrefixUnaryExpression(e) ? [""] : alternatives(e, file)));
      return;
    }
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  visit(body);
  return out;
}

function strings(expr: ts.Expression, file: SourceFile): string[] {
  return alternatives(expr, file).map((a) => (typeof a === "string" ? a : ""));
}

function joinClasses(parts: Array<string | { prop: string }>): string {
  return parts
    .map((p) => (typeof p === "string" ? p : ""))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
}

function where(node: ts.Node, file: SourceFile): string {
  const { line } = file.ast.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(process.cwd(), file.path)}:${line + 1}`;
}

function clash(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(" "));
  return classes.split(" ").filter((c) => c && !kept.has(c));
}

function isCnCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn";
}

/** An element's attributes: a string literal's value (variant="ghost"), else "*" (any value). */
function literalAttributes(element: ts.JsxOpeningLikeElement): Map<string, string> {
  const out = new Map<string, string>();
  for (const attr of element.attributes.properties) {
    if (ts.isJsxSpreadAttribute(attr)) out.set("...", "*");
    if (!ts.isJsxAttribute(attr)) continue;
    const value = attr.initializer && ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : undefined;
    if (!attr.initializer) out.set(attr.name.getText(), "true");
    else if (ts.isStringLiteral(attr.initializer)) out.set(attr.name.getText(), attr.initializer.text);
    else if (value?.kind === ts.SyntaxKind.TrueKeyword) out.set(attr.name.getText(), "true");
    else if (value?.kind === ts.SyntaxKind.FalseKeyword) out.set(attr.name.getText(), "false");
    else out.set(attr.name.getText(), "*");
  }
  return out;
}

function attributeValue(element: ts.JsxOpeningLikeElement, name: string): ts.Expression | undefined {
  for (const attr of element.attributes.properties) {
    if (!ts.isJsxAttribute(attr) || attr.name.getText() !== name || !attr.initializer) continue;
    if (ts.isStringLiteral(attr.initializer)) return attr.initializer;
    if (ts.isJsxExpression(attr.initializer)) return attr.initializer.expression;
  }
  return undefined;
}

function componentName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name) return n.name.text;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /^[A-Z]/.test(n.name.text)) return n.name.text;
  }
  return undefined;
}

/** Every clash in the web app's sources under `root` (the repository's root). */
export function findClassClashes(root = process.cwd()): ClassClash[] {
  functions.clear();
  const files = sourceFiles(join(root, "src/web")).map(parse);
  const clashes: ClassClash[] = [];
  const mergers = new Map<string, Merger[]>();
  const add = (m: Merger): void => void mergers.set(m.name, [...(mergers.get(m.name) ?? []), m]);
  const forwards: Merger[] = [];
  const usages: Array<{ tag: string; element: ts.JsxOpeningLikeElement; file: SourceFile }> = [];

  const report = (classes: string, at: string): void => {
    const dropped = clash(classes);
    if (dropped.length > 0 && !clashes.some((c) => c.where === at && c.classes === classes)) {
      clashes.push({ where: at, classes, dropped });
    }
  };

  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (isCnCall(node)) {
        const at = where(node, file);
        for (const parts of product(node.arguments.map((a) => alternatives(a, file)))) report(joinClasses(parts), at);
        const props = node.arguments.flatMap((a) =>
          alternatives(a, file).flatMap((x) => (typeof x === "string" ? [] : [x.prop])),
        );
        const name = componentName(node);
        if (props.length > 0 && name) {
          const attribute = node.parent && ts.isJsxExpression(node.parent) ? node.parent.parent : undefined;
          const element = attribute && ts.isJsxAttribute(attribute) ? attribute.parent.parent : undefined;
          const merger: Merger = { name, props: [...new Set(props)], args: node.arguments, file };
          if (element && attribute.name.getText() === "className") {
            merger.handedTo = { tag: element.tagName.getText(), element };
          }
          add(merger);
        }
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        usages.push({ tag: node.tagName.getText(), element: node, file });
        // `<Button className={className}>`: the caller's classes go to Button unmerged.
        const value = attributeValue(node, "className");
        const name = componentName(node);
        if (value && ts.isIdentifier(value) && enclosingProps(node).has(value.text) && name) {
          forwards.push({
            name,
            props: [value.text],
            args: [value],
            file,
            handedTo: { tag: node.tagName.getText(), element: node },
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.ast);
  }

  for (const f of forwards) add(f);
  const classNameMerger = (tag: string): Merger | undefined =>
    mergers.get(tag)?.find((m) => m.props.includes("className"));

  /** The classes a component puts on its element with `prop` set to `given`, over every branch. */
  const rendered = (merger: Merger, given: Map<string, Alternatives>, chosen: Map<string, string>): string[] => {
    const lists = merger.args.map((a) =>
      alternatives(a, merger.file, chosen).flatMap((x) => (typeof x === "string" ? [x] : (given.get(x.prop) ?? [""]))),
    );
    const own = product(lists).map(joinClasses);
    const next = merger.handedTo && classNameMerger(merger.handedTo.tag);
    if (!next || !merger.handedTo) return own;
    return rendered(next, new Map([["className", own]]), literalAttributes(merger.handedTo.element));
  };

  for (const { tag, element, file } of usages) {
    for (const merger of mergers.get(tag) ?? []) {
      const given = new Map<string, Alternatives>();
      for (const prop of merger.props) {
        const value = attributeValue(element, prop);
        // A prop passed on from the caller's own props is checked where that caller is used.
        if (value)
          given.set(
            prop,
            alternatives(value, file).filter((v) => typeof v === "string"),
          );
      }
      if (given.size === 0) continue;
      for (const classes of rendered(merger, given, literalAttributes(element))) report(classes, where(element, file));
    }
  }
  return clashes;
}

if (import.meta.main) {
  const clashes = findClassClashes();
  for (const c of clashes) console.log(`${c.where}  drops ${c.dropped.join(" ")}\n    ${c.classes}`);
  console.log(`${clashes.length} clashing class lists`);
}
