/** What every review-shot file shares: the two screen sizes people look at, and the folder. */
import { mkdirSync } from "node:fs";

/** Desktop and phone, named as the screenshot files name them. */
export const SIZES = [
  ["1366", { width: 1366, height: 900 }],
  ["390", { width: 390, height: 844 }],
] as const;

/** The folder REVIEW_SHOTS names (else test-results/review-shots), created if missing. */
export function shotsDir(): string {
  const dir = process.env.REVIEW_SHOTS ?? "test-results/review-shots";
  mkdirSync(dir, { recursive: true });
  return dir;
}
