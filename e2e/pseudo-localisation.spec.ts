/**
 * Pseudo-localisation (docs/architecture.md "Languages"): every message of the app, lengthened by
 * about 40 % with accented letters and bracketed ("[Ƀōōōķ]"), must fit a 390 px phone: no page
 * scrolls sideways and no text is wider than its box (clipped or spilling out). German is the
 * longest of the four languages, about 30 % longer than English; the brackets show a message
 * cut at either end.
 *
 * The browser's English catalogues are rewritten on their way in (the compiled chunks Lingui's
 * build makes), so the app under test is the one that ships, with no pseudo language of its own.
 */
import { expect, type Page, test } from "@playwright/test";
import { createOffice, signUpTeam, tomorrowInTeamZone } from "./fixtures.ts";

const PHONE = { width: 390, height: 844 };

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, i) => [
    letter,
    [..."ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"][i],
  ]),
);

/** "Book" as "[Ƀōōōķ]": accented letters, vowels doubled (about 40 % longer), in brackets. */
function pseudo(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  return [...text].map((c) => (/[aeiouAEIOU]/.test(c) ? ACCENTED[c].repeat(2) : (ACCENTED[c] ?? c))).join("");
}

/** A compiled message: text, or parts of text and arguments (`[name, type?, cases?]`). */
type Part = string | [string, string?, Record<string, Compiled>?];
type Compiled = string | Part[];

function pseudoMessage(message: Compiled, outer = true): Compiled {
  if (typeof message === "string") return outer ? `[${pseudo(message)}]` : pseudo(message);
  const parts = message.map((part): Part => {
    if (typeof part === "string") return pseudo(part);
    const [name, type, cases] = part;
    if (!cases) return part;
    const pseudoCases = Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, pseudoMessage(v, false)]));
    return [name, type, pseudoCases];
  });
  return outer ? ["[", ...parts, "]"] : parts;
}

/** A built catalogue chunk: `var e=JSON.parse(`{"shell.nav.home":["Home"],...}`)...`. */
const CATALOGUE_CHUNK = /^var \w+=JSON\.parse\(`((?:[^`\\]|\\.)*)`\)/;

/** Rewrites every catalogue chunk the page loads (the context's English ones) into pseudo text. */
async function speakPseudo(page: Page): Promise<void> {
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const match = body.match(CATALOGUE_CHUNK);
    if (!match) return route.fulfill({ response, body });
    // The template literal's own escapes, undone as the browser would.
    const json = new Function(`return \`${match[1]}\`;`)() as string;
    const messages = JSON.parse(json) as Record<string, Compiled>;
    const rewritten = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, pseudoMessage(m)]));
    const literal = JSON.stringify(JSON.stringify(rewritten));
    return route.fulfill({ response, body: body.replace(match[0], () => `${match[0].split("(")[0]}(${literal})`) });
  });
}

/** Elements whose text is wider than their box, and whether the page scrolls sideways. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || !element.checkVisibility()) continue;
      // Text for screen readers only (`sr-only`: a 1 px box) is heard, not seen.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.display === "inline" || ["auto", "scroll"].includes(style.overflowX)) continue;
      if (element.closest("[data-pseudo-exempt]")) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 60)}"`);
      }
    }
    return found;
  });
}

test("every page fits a 390 px phone with messages 40 % longer", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: PHONE, locale: "en-US" });
  const page = await context.newPage();
  await speakPseudo(page);
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  await page.request.patch("/api/user/complete-onboarding");
  const date = tomorrowInTeamZone();
  const paths = [
    "/dashboard",
    `/day?date=${date}`,
    `/week?date=${date}`,
    `/month?date=${date}`,
    "/bookings/history",
    "/recurring",
    "/booking-templates",
    "/notifications",
    "/team/offices",
    "/team/manage",
    "/team/analytics",
    "/admin",
    "/audit",
    "/email-builder",
    "/settings?tab=profile",
    "/settings?tab=security",
    "/settings?tab=team",
    "/settings?tab=preferences",
    "/preferences",
  ];
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("[");
    await page.waitForTimeout(300);
    problems.push(...(await overflows(page)).map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
  await context.close();
});
