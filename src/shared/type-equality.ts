/**
 * `true` when A and B are the same type, else `false`. For checks that a zod schema and a plain
 * type written beside it (so a module can avoid loading zod) say the same:
 * `true satisfies Same<z.infer<typeof schema>, Type>` fails the type check when they drift.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
