/** Code loaded on demand (a dynamic import), once, and again only after a load that failed. */
export type OnceLoader<T> = {
  /** The value, loading it on the first call; a failed load (offline, a deploy replaced the chunk) is tried again by the next call. */
  load(): Promise<T>;
  /** The value once a load has finished, for a render that must not wait; undefined before. */
  readonly loaded: T | undefined;
};

/**
 * Wraps `importer` (say `() => import("./ui/tooltip.tsx")`, a literal import so the bundler splits
 * it) so that every caller shares one load and a failure is not remembered.
 */
export function loadOnce<T>(importer: () => Promise<T>): OnceLoader<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}
