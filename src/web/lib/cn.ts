import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx: strings, `cond && "x"`, arrays, objects). It does not resolve clashes:
 * two utilities of one group (`text-sm` and `text-xs`) would leave the stylesheet's order to pick, so
 * no class list may hold two; scripts/class-clashes.ts finds any, and `npm test` runs it. Components
 * offer props (a size, a look) for what a caller would otherwise override. (tailwind-merge did the
 * merging, at the price of its code on every page and a class map built on the first call:
 * docs/decisions/0019.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
