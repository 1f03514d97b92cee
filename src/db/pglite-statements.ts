/**
 * PGlite whose top-level parameterised queries are named prepared statements, cached by their text
 * (issue 14). PGlite's own `query` parses, analyses and plans every statement again and sends each
 * protocol message to its WebAssembly separately (Parse, Describe, Bind, Describe, Execute, Sync);
 * here a text's first use sends Parse once, and each later use one message of Bind, Describe,
 * Execute and Sync. PostgreSQL keeps the statement's parse tree and, after five runs, may keep a
 * generic plan, as it does for the named statements the app sends to a PostgreSQL server (and as
 * postgres.js and pgx do for every query by default). The one-statement booking ran 339/s through
 * `query` and 639/s prepared, sequentially, in a standalone loop (ADR 0023).
 *
 * What it keeps from PGlite's `query`: the same mutexes (a query waits for a running transaction,
 * and for any other query), the same parameter serialisers (by the types PostgreSQL inferred), the
 * same result parsing (row mode, parsers), errors as PGlite throws them, notifications to listeners,
 * and a file-system sync after each statement. Queries without parameters, with a blob or with
 * explicit parameter types, and every query inside `transaction`, go through PGlite's own path.
 */
import { Buffer } from "node:buffer";
import { PGlite, type PGliteOptions, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;

/** How many statement texts a database keeps prepared; the least recently used is closed past it. */
export const STATEMENT_CACHE_SIZE = 200;

/**
 * Whether a cached statement has to be parsed again: it is gone (26000, after a DEALLOCATE), or a
 * table it reads changed the shape of its rows (0A000 with this message; 0A000 alone is any
 * "feature not supported", which a new parse would not mend).
 */
function isStale(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "26000" || (code === "0A000" && message === "cached plan must not change result type");
}

interface Prepared {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them at Parse. */
  paramTypes: number[];
}

/** A PGlite (see the module's comment); open it with `openPglite`. */
export class StatementCachingPGlite extends PGlite {
  #statements = new Map<string, Prepared>();
  #nextName = 1;
  #cacheSize = STATEMENT_CACHE_SIZE;

  /** For tests: a smaller cache (at least one statement, the one being run). */
  setStatementCacheSize(size: number): void {
    this.#cacheSize = Math.max(1, Math.floor(size));
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!params || params.length === 0 || options?.blob || options?.paramTypes) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    // PGlite's query takes the transaction mutex, then the query mutex: the same here.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        // Only a statement parsed before this call can be stale; one parsed now failed for itself.
        const wasCached = this.#statements.has(text);
        try {
          return await this.#run<T>(text, params, options);
        } catch (error) {
          if (!wasCached || !isStale(error)) throw error;
          await this.#forget(text);
          return this.#run<T>(text, params, options);
        }
      }),
    );
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const prepared = await this.#prepare(text, params, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[oid] ?? this.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const message = Buffer.concat([
      serialize.bind({ statement: prepared.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await this.#exec(message, text, params, options);
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  /** The text's statement, parsed now if it is not cached; the least recently used one is closed. */
  async #prepare(text: string, params: unknown[], options?: QueryOptions): Promise<Prepared> {
    const known = this.#statements.get(text);
    if (known) {
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const name = `officely_pglite_${this.#nextName++}`;
    const { messages } = await this.#exec(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      text,
      params,
      options,
      false,
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, prepared);
    const oldest = this.#statements.keys().next().value;
    if (this.#statements.size > this.#cacheSize && oldest !== undefined) await this.#forget(oldest);
    return prepared;
  }

  async #forget(text: string): Promise<void> {
    const prepared = this.#statements.get(text);
    if (!prepared) return;
    this.#statements.delete(text);
    await this.execProtocol(Buffer.concat([serialize.close({ type: "S", name: prepared.name }), serialize.sync()]), {
      throwOnError: false,
      syncToFs: false,
    });
  }

  /**
   * One protocol exchange; a database error is thrown with the query on it, as PGlite's query does.
   * `syncToFs`: false for messages that write no data (Parse, Describe).
   */
  async #exec(message: Uint8Array, text: string, params: unknown[], options?: QueryOptions, syncToFs = true) {
    try {
      return await this.execProtocol(message, { onNotice: options?.onNotice, syncToFs });
    } catch (error) {
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  }
}

/** Opens a statement-caching PGlite, as `PGlite.create` opens a PGlite. */
export async function openPglite(dataDir: string | undefined, options: PGliteOptions): Promise<StatementCachingPGlite> {
  const pglite = new StatementCachingPGlite({ ...options, dataDir });
  await pglite.waitReady;
  return pglite;
}
