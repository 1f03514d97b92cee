/**
 * A value built once per database handle: the hot paths' prepared statements.
 *
 * A prepared statement belongs to the handle that prepared it (its PGlite instance or pg pool), so
 * each handle needs its own; keyed weakly, a closed handle's statements go with it.
 */

/**
 * Wraps `build` so that it runs once per handle: the first call with a handle builds and keeps the
 * value, later calls with that handle return the same value. `build` must not throw for a handle it
 * would build for again (nothing is kept then).
 */
export function perHandle<Handle extends object, Value>(build: (handle: Handle) => Value): (handle: Handle) => Value {
  const built = new WeakMap<Handle, Value>();
  return (handle) => {
    if (built.has(handle)) return built.get(handle) as Value;
    const value = build(handle);
    built.set(handle, value);
    return value;
  };
}
