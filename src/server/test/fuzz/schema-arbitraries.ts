/**
 * fast-check arbitraries from the JSON Schemas of the app's OpenAPI document (schemathesis-style):
 * values that conform, values on the boundaries, and values that break one rule (wrong type, out of
 * range, too long, NUL bytes, lone surrogates, unknown keys). A `hint` gives domain values by field
 * name (ids of both teams, dates on the booking grid, known e-mails), so valid requests reach the
 * services instead of stopping at validation.
 */
import fc from "fast-check";

/** The subset of JSON Schema that fastify-type-provider-zod emits for our zod contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Domain values for a field: its name and schema in, an arbitrary of sensible values (or none). */
export type Hint = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...pairs.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** Strings a parser or database may choke on: NUL, control and bidi characters, emoji, lone surrogates. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\r\nX-Injected: 1",
    "\u202Egnp.exe",
    "🏢🗓️👩‍👩‍👧",
    "\uD800",
    "\uDFFF lone",
    "' OR '1'='1",
    "%00",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "\u0085\u2028\u2029",
    "𝕆𝕗𝕗𝕚𝕔𝕖",
    "ﬀ\u0301\u0301\u0301",
    "null",
    "true",
    "-0",
    "1e309",
    "",
    " ",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 40 }),
);

/** A string of exactly `length` characters, ASCII or unicode. */
const stringOfLength = (length: number) =>
  fc.oneof(
    fc.constant("x".repeat(length)),
    fc.constant("é".repeat(length)),
    fc.string({ unit: "grapheme-ascii", minLength: length, maxLength: length }),
  );

/** Huge strings: over every field limit, and around the 64 KB body limit. */
export const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(1_000, 10_000, 60_000, 70_000)
  .chain((n) => fc.constantFrom("x".repeat(n), "😀".repeat(Math.floor(n / 2)), `${"a".repeat(n - 1)}\u0000`));

function typesOf(schema: JsonSchema): string[] {
  if (schema.enum) return ["enum"];
  if (schema.const !== undefined) return ["const"];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return ["any"];
}

function branches(schema: JsonSchema): JsonSchema[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  if (list) return list;
  if (schema.allOf) return [Object.assign({}, ...schema.allOf)];
  return undefined;
}

/** Values that satisfy `schema` (hints first, then the schema's own constraints). */
export function validValue(schema: JsonSchema, name: string, hint: Hint): fc.Arbitrary<unknown> {
  const hinted = hint(name, schema);
  const base = hinted ?? plainValid(schema, name, hint);
  return schema.nullable ? weighted([9, base], [1, fc.constant(null)]) : base;
}

function plainValid(schema: JsonSchema, name: string, hint: Hint): fc.Arbitrary<unknown> {
  const alternatives = branches(schema);
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, name, hint)));
  const type = typesOf(schema)[0];
  switch (type) {
    case "enum":
      return fc.constantFrom(...(schema.enum ?? [null]));
    case "const":
      return fc.constant(schema.const);
    case "string": {
      if (schema.format === "uuid") return fc.uuid();
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 64 });
        } catch {
          // A pattern fast-check cannot generate from (lookaheads): fall through to plain text.
        }
      }
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
      return fc.string({ unit: "grapheme", minLength, maxLength }).filter((s) => s.trim().length >= minLength);
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000);
      return fc.integer({ min, max });
    }
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue(schema.items ?? {}, name, hint), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object":
      return validObject(schema, hint);
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with every required key and, each with a one-in-four chance, the optional ones. */
export function validObject(schema: JsonSchema, hint: Hint): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, child]) => {
    const value = validValue(child, key, hint).map((v) => [key, v] as const);
    return required.has(key) ? value : weighted([3, fc.constant(null)], [1, value]);
  });
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter((pair): pair is readonly [string, unknown] => pair !== null)));
}

/** Values exactly on the schema's limits (still valid). */
export function boundaryValue(schema: JsonSchema, name: string, hint: Hint): fc.Arbitrary<unknown> {
  const type = typesOf(schema)[0];
  if (type === "string" && !schema.pattern && !schema.format) {
    const lengths = [schema.minLength ?? 0, schema.maxLength ?? 255].filter((n) => n <= 1_000);
    return fc.constantFrom(...lengths).chain(stringOfLength);
  }
  if (type === "integer" || type === "number") {
    return fc.constantFrom(
      ...[schema.minimum, schema.maximum, schema.minimum === undefined ? 0 : undefined].filter((n) => n !== undefined),
    );
  }
  if (type === "array" && schema.maxItems !== undefined) {
    return fc.array(validValue(schema.items ?? {}, name, hint), {
      minLength: schema.maxItems,
      maxLength: schema.maxItems,
    });
  }
  return validValue(schema, name, hint);
}

/** Values that break the schema: wrong type, out of range, too long or short, off-pattern, nasty text. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typesOf(schema)[0];
  const wrongType = fc.constantFrom<unknown>(
    ...[null, true, 0, -1, 1.5, "", "text", [], {}, [1, 2], { nested: { deep: [null] } }].filter(
      (v) => typeof v !== type && !(schema.nullable && v === null),
    ),
  );
  const specific: fc.Arbitrary<unknown>[] = [wrongType, nastyString, hugeString];
  if (type === "string") {
    if (schema.maxLength !== undefined) specific.push(stringOfLength(schema.maxLength + 1));
    if (schema.minLength) specific.push(stringOfLength(schema.minLength - 1));
    if (schema.format === "uuid" || schema.pattern) {
      specific.push(
        fc.constantFrom("not-a-uuid", "00000000-0000-0000-0000-00000000000g", "2024-13-45", "9999-99-99", "0000-00-00"),
      );
    }
  }
  if (type === "integer" || type === "number") {
    const edges = [-1, 0, 1.5, -0.0001, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2];
    if (schema.minimum !== undefined) edges.push(schema.minimum - 1);
    if (schema.maximum !== undefined) edges.push(schema.maximum + 1);
    specific.push(fc.constantFrom(...edges), fc.constantFrom("1", "NaN", "Infinity"));
  }
  if (type === "array") {
    specific.push(
      fc.array(fc.constant("x"), { minLength: (schema.maxItems ?? 100) + 1, maxLength: (schema.maxItems ?? 100) + 1 }),
      fc.array(invalidValue(schema.items ?? {}), { minLength: 1, maxLength: 3 }),
    );
  }
  if (type === "enum") specific.push(fc.constantFrom("super_admin", "ADMIN", "member ", "owner"));
  return fc.oneof(...specific);
}

/** Keys a mass-assignment attempt would add; the contract must refuse or ignore every one. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("teamId", "userId", "role", "id", "isSuperAdmin", "createdAt", "constructor", "status", "\u0000"),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 12 }),
);
