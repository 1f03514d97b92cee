/**
 * The dictionary check every new password passes besides the spec's rules (passwordSchema): zxcvbn's
 * estimate against its lists of common and leaked passwords, English words and names, keyboard
 * patterns, dates and the person's own details. Rule and costs: docs/operations.md "Sign-in limits and
 * passwords". Server side only: the dictionaries are megabytes, far beyond the web bundle's budget.
 */
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { AppError } from "#server/lib/app-error.ts";
import { PRODUCT_NAME_DEFAULT } from "#shared/constants.ts";

/** zxcvbn's score (0-4) a password needs: 3 means about 10^8 guesses or more. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only the first characters are matched: the matching grows faster than linearly with the length
 * (a 128-character random password took 0.7 s of CPU), and a password this long that starts well is
 * strong anyway.
 */
const CHECKED_LENGTH = 64;

export const PASSWORD_TOO_COMMON_MESSAGE =
  "This password is too easy to guess: it is common or close to one in lists of leaked passwords. " +
  "Choose a longer one, such as three or four unrelated words.";

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The matcher with its dictionaries, built once per process at the first password set (about 0.2 s
 * and 30 MB), so a start that sets no password never pays for it.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: CHECKED_LENGTH,
      // Fewer l33t combinations per password: the same verdicts on the leaked-password samples we
      // tried, at a fifth of the worst-case time. Levenshtein matching stays off (0.2-0.5 s a check).
      l33tMaxSubstitutions: 5,
    });
  })();
  checker.catch(() => {
    checker = undefined;
  });
  return checker;
}

/** The words of the person's details (e-mail parts, names) that a password must not lean on. */
function personalWords(details: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(["officely", PRODUCT_NAME_DEFAULT.toLowerCase()]);
  for (const detail of details) {
    if (!detail) continue;
    const lower = detail.toLowerCase();
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** zxcvbn's score (0-4) of `password`, `details` being the person's own words (e-mail, name, company). */
export async function passwordScore(password: string, details: readonly (string | null | undefined)[] = []) {
  return (await loadChecker()).check(password, personalWords(details)).score;
}

/**
 * Throws 400 PASSWORD_TOO_COMMON when `password` is common, leaked or built on the person's own
 * details. Every path that sets a password calls it: sign-up, register, join, reset, change, and
 * the super-admin CLI.
 */
export async function assertPasswordNotCommon(
  password: string,
  details: readonly (string | null | undefined)[] = [],
): Promise<void> {
  if ((await passwordScore(password, details)) < MIN_PASSWORD_SCORE) {
    throw new AppError("PASSWORD_TOO_COMMON", PASSWORD_TOO_COMMON_MESSAGE, { id: "errors.password.tooCommon" });
  }
}
