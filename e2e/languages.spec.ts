/**
 * Languages (docs/product.md "Languages"): the app speaks the browser's language until the person
 * chooses one in Preferences; the choice shows at once, survives a reload and follows the person to
 * another browser, and choosing the browser's language again hands it back. <html lang> says which.
 */
import { expect, test } from "@playwright/test";
import { dateStyle } from "../src/shared/date-formats.ts";
import { formatInZone } from "../src/shared/time.ts";
import {
  createOffice,
  expectNoA11yViolations,
  expectToast,
  signUpTeam,
  teamZoneInstant,
  tomorrowInTeamZone,
  ZONE,
} from "./fixtures.ts";

test("Preferences speak the browser's language, then the person's choice, in every browser they use", async ({
  browser,
}) => {
  const german = await browser.newContext({ locale: "de-DE" });
  const page = await german.newPage();
  const team = await signUpTeam(page);
  await page.goto("/preferences");
  await expect(page.getByRole("heading", { name: "Persönliche Einstellungen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const language = page.getByLabel("Sprache", { exact: true });
  await expect(language).toHaveValue("");
  await expect(language.locator("option:checked")).toHaveText("Wie dieser Browser (Deutsch)");
  await expectNoA11yViolations(page);

  await language.selectOption({ label: "Français" });
  await expect(page.getByRole("heading", { name: "Préférences" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectToast(page, "Préférences enregistrées");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Préférences" })).toBeVisible();
  await expect(page.getByLabel("Langue", { exact: true })).toHaveValue("fr");
  await expect(page.getByRole("button", { name: "Relancer la visite" })).toBeVisible();
  await page.goto("/settings?tab=preferences");
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Préférences", selected: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Profil" })).toBeVisible();
  await expect(page.getByText("Fuseau horaire affiché")).toBeVisible();
  await expect(page).toHaveTitle("Paramètres · Officely");

  // Another browser, in English: the person's choice comes with them.
  const english = await browser.newContext({ locale: "en-GB" });
  const other = await english.newPage();
  const login = await other.request.post("/api/login", {
    data: { email: team.admin.email, password: team.admin.password },
  });
  expect(login.ok()).toBe(true);
  await other.goto("/preferences");
  await expect(other.getByRole("heading", { name: "Préférences" })).toBeVisible();
  await expect(other.locator("html")).toHaveAttribute("lang", "fr");

  // Handing the choice back to the browser: English here.
  await other.getByLabel("Langue", { exact: true }).selectOption({ label: "Comme ce navigateur (English)" });
  await expect(other.getByRole("heading", { name: "Preferences", exact: true })).toBeVisible();
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await expect(other.getByLabel("Language", { exact: true }).locator("option:checked")).toHaveText(
    "Same as this browser (English)",
  );
  await other.reload();
  await expect(other.getByRole("heading", { name: "Preferences", exact: true })).toBeVisible();
  await german.close();
  await english.close();
});

test("a German browser books an office, finds it in My Bookings and cancels it, all in German", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const { admin } = await signUpTeam(page);
  await createOffice(page, "Focus Room");
  const date = tomorrowInTeamZone();
  const weekday = formatInZone(teamZoneInstant(date, 9), ZONE, "EEE", dateStyle("de"));

  await page.goto(`/day?date=${date}`);
  await expect(page.getByTestId("team-time-zone")).toContainText(ZONE);
  await expect(page).toHaveTitle("Tagesansicht · Officely");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Focus Room um 09:00 buchen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Focus Room buchen" });
  await dialog.getByLabel("Zweck (optional)").fill("Planung");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Buchen", exact: true }).click();
  await expectToast(page, `Focus Room für ${weekday} 09:00–10:00 gebucht`);
  await expect(
    page.getByRole("button", { name: `Focus Room, gebucht von ${admin.name}, 09:00–10:00`, exact: true }),
  ).toBeFocused();

  await page.goto("/bookings/history");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Buchungen" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Anstehend", selected: true })).toBeVisible();
  await expect(page.getByText("Planung")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: /^Focus Room am .+ stornieren$/ }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(confirm.getByRole("heading", { name: "Diese Buchung stornieren?" })).toBeVisible();
  await confirm.getByRole("button", { name: "Buchung stornieren" }).click();
  await expectToast(page, "Buchung storniert", "Ihre Buchung wurde storniert.");
  await page.getByRole("tab", { name: "Storniert" }).click();
  await expect(page.getByText("Planung")).toBeVisible();
  await context.close();
});

test("the main pages pass axe in German, French and Spanish, with <html lang> naming the language", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpTeam(page);
  await createOffice(page, "Focus Room");
  const date = tomorrowInTeamZone();
  for (const language of ["de", "fr", "es"] as const) {
    await page.request.patch("/api/user/preferences", { data: { language } });
    for (const path of [
      "/dashboard",
      `/week?date=${date}`,
      "/bookings/history",
      "/team/manage",
      "/settings?tab=team",
    ]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  }
});

test("a visitor whose browser speaks French reads the landing page in French, still without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto("/");
  expect(response?.headers().vary).toContain("Accept-Language");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Réservez le bon bureau, à chaque fois." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  expect(scripts).toEqual([]);
  await expectNoA11yViolations(page);
  // Signing in from there opens the app in the same language.
  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await context.close();
});

test("the loading screen painted before the app's code speaks the browser's language, then the chosen one", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-ES" });
  const page = await context.newPage();
  // Hold the app's code back: what shows is the prerendered index.html alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("status")).toHaveText("Cargando tu espacio de trabajo…", { useInnerText: true });
  await context.addCookies([{ name: "officely_lang", value: "de", url: page.url() }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("status")).toHaveText("Ihr Arbeitsbereich wird geladen…", { useInnerText: true });
  await context.close();
});
