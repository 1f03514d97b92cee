/**
 * Requests for one OpenAPI operation as a fast-check arbitrary: path, query and body built from the
 * operation's schemas (see schema-arbitraries.ts), mostly valid so the services run, with a steady
 * share of boundary values, one broken field, missing or extra keys, wrong top-level types, broken
 * JSON, wrong content types and mangled path segments.
 */
import fc from "fast-check";
import {
  boundaryValue,
  extraKey,
  type Hint,
  hugeString,
  invalidValue,
  type JsonSchema,
  nastyString,
  validObject,
  validValue,
} from "./schema-arbitraries.ts";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface Operation {
  method: Method;
  /** The OpenAPI path template, e.g. /api/offices/{id}. */
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** The body's media type: JSON, or a form for the routes that take one (a SAML answer). */
  bodyType: string;
}

export interface FuzzRequest {
  method: Method;
  url: string;
  /** Already serialised; undefined sends no body. */
  payload?: string;
  contentType?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Operation["parameters"]; requestBody?: unknown }>>;
}

/** Every operation in the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const bodyType = Object.keys(content ?? {})[0] ?? "application/json";
      list.push({
        method: method.toUpperCase() as Method,
        path,
        parameters: op.parameters ?? [],
        body: content?.[bodyType]?.schema,
        bodyType,
      });
    }
  }
  return list;
}

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...pairs.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** Path segments that are not a value at all: percent-encoding tricks, traversal, empty. */
const rawSegment = fc.constantFrom("%00", "%E0%A4%A", "..", "%2e%2e%2f", "a%20b", "%F0%9F%8F%A2", "", "%25", "%u0041");

/** encodeURIComponent, with lone surrogates (which it refuses) replaced by U+FFFD as a browser would. */
const encodeSegment = (v: unknown) =>
  encodeURIComponent((typeof v === "string" ? v : JSON.stringify(v)).replace(/\p{Cs}/gu, "\uFFFD"));

function pathValue(schema: JsonSchema, name: string, hint: Hint): fc.Arbitrary<string> {
  return weighted<string>(
    [7, validValue(schema, name, hint).map(encodeSegment)],
    [3, invalidValue(schema).map(encodeSegment)],
    [1, rawSegment],
  );
}

function queryString(op: Operation, hint: Hint): fc.Arbitrary<string> {
  const query = op.parameters.filter((p) => p.in === "query");
  const perParam = query.map((p) =>
    weighted<[string, unknown][]>(
      [p.required ? 7 : 5, validValue(p.schema, p.name, hint).map((v) => [[p.name, v]])],
      [p.required ? 0 : 2, fc.constant([])],
      [3, invalidValue(p.schema).map((v) => [[p.name, v]])],
      [
        1,
        fc.tuple(validValue(p.schema, p.name, hint), validValue(p.schema, p.name, hint)).map(([a, b]) => [
          [p.name, a],
          [p.name, b],
        ]),
      ],
    ),
  );
  const extra = weighted<[string, unknown][]>(
    [8, fc.constant([])],
    [1, fc.tuple(extraKey, nastyString).map(([k, v]) => [[k, v]])],
  );
  return fc.tuple(fc.tuple(...perParam), extra).map(([params, more]) => {
    const search = new URLSearchParams();
    for (const [k, v] of [...params.flat(), ...more]) {
      search.append(k, typeof v === "string" ? v : JSON.stringify(v));
    }
    const text = search.toString();
    return text ? `?${text}` : "";
  });
}

/** One field replaced by a value that breaks its schema. */
function withInvalidField(schema: JsonSchema, hint: Hint): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return invalidValue(schema);
  return fc
    .tuple(validObject(schema, hint), fc.constantFrom(...keys))
    .chain(([body, key]) => invalidValue(schema.properties?.[key] ?? {}).map((bad) => ({ ...body, [key]: bad })));
}

function withBoundaryField(schema: JsonSchema, hint: Hint): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return validValue(schema, "body", hint);
  return fc
    .tuple(validObject(schema, hint), fc.constantFrom(...keys))
    .chain(([body, key]) =>
      boundaryValue(schema.properties?.[key] ?? {}, key, hint).map((edge) => ({ ...body, [key]: edge })),
    );
}

function withoutRequired(schema: JsonSchema, hint: Hint): fc.Arbitrary<unknown> {
  const required = schema.required ?? [];
  if (required.length === 0) return validObject(schema, hint);
  return fc.tuple(validObject(schema, hint), fc.constantFrom(...required)).map(([body, key]) => {
    const copy = { ...body };
    delete copy[key];
    return copy;
  });
}

const brokenJson = fc.constantFrom(
  "{bad",
  "",
  "null",
  '{"a":1,"a":2}',
  '{"__proto__":{"isSuperAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "[".repeat(5_000),
  '"\\ud800"',
  "\u0000",
  "{}garbage",
);

/** A form's fields as the browser sends them; a value that is not text is sent as its JSON. */
function formOf(value: unknown): string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return String(value);
  return new URLSearchParams(
    Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ).toString();
}

function bodyPayload(op: Operation, hint: Hint): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const json =
    op.bodyType === "application/json"
      ? (v: unknown) => ({ payload: JSON.stringify(v) })
      : (v: unknown) => ({ payload: formOf(v), contentType: op.bodyType });
  if (!op.body) {
    if (op.method === "GET" || op.method === "DELETE") return fc.constant({});
    return weighted<{ payload?: string; contentType?: string }>(
      [6, fc.constant({})],
      [2, fc.jsonValue({ maxDepth: 2 }).map(json)],
      [1, brokenJson.map((payload) => ({ payload }))],
    );
  }
  const schema = op.body;
  return weighted<{ payload?: string; contentType?: string }>(
    [8, validObject(schema, hint).map(json)],
    [2, withBoundaryField(schema, hint).map(json)],
    [5, withInvalidField(schema, hint).map(json)],
    [1, withoutRequired(schema, hint).map(json)],
    [
      2,
      fc
        .tuple(validObject(schema, hint), extraKey, fc.oneof(nastyString, fc.jsonValue({ maxDepth: 1 })))
        .map(([body, k, v]) => json({ ...body, [k]: v })),
    ],
    [1, fc.constantFrom<unknown>([], null, 0, "text", true, [{}]).map(json)],
    [1, hugeString.map((big) => json({ big }))],
    [1, brokenJson.map((payload) => ({ payload }))],
    [
      1,
      fc
        .tuple(
          validObject(schema, hint),
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/json; charset=latin1",
            "application/xml",
            "multipart/form-data; boundary=x",
          ),
        )
        .map(([body, contentType]) => ({ payload: JSON.stringify(body), contentType })),
    ],
  );
}

/** Requests for `op`: path parameters filled in, query and body as above. */
export function requestArbitrary(op: Operation, hint: Hint): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const segments = fc.tuple(...pathParams.map((p) => pathValue(p.schema, p.name, hint)));
  return fc.tuple(segments, queryString(op, hint), bodyPayload(op, hint)).map(([values, query, body]) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, values[i]);
    });
    return { method: op.method, url: `${url}${query}`, ...body };
  });
}
