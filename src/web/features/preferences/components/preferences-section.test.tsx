import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from "#shared/schemas/preferences.ts";
import { applyLanguageChoice, i18n } from "#web/lib/i18n.ts";
import { type FakeRequest, fakeApi } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { PreferencesSection } from "./preferences-section.tsx";

function renderPreferences(stored: Partial<UserPreferences> = {}) {
  let preferences: UserPreferences = { ...DEFAULT_USER_PREFERENCES, ...stored };
  const api = fakeApi({
    "GET /api/user/preferences": () => preferences,
    "PATCH /api/user/preferences": (request: FakeRequest) => {
      preferences = { ...preferences, ...(request.body as Partial<UserPreferences>) };
      return preferences;
    },
  });
  return { api, ...renderApp(<PreferencesSection teamTimeZone="Europe/Berlin" />, { user: makeUser() }) };
}

describe("the language preference", () => {
  afterEach(async () => {
    await applyLanguageChoice(null);
  });

  it("shows the page in the language chosen at once, saves it, and remembers it for the next load", async () => {
    const { api, user } = renderPreferences();
    const select = await screen.findByLabelText<HTMLSelectElement>("Language");
    // happy-dom's browser speaks English.
    expect(select.selectedOptions[0]?.textContent).toBe("Same as this browser (English)");
    expect(within(select).getByRole("option", { name: "Deutsch" }).getAttribute("lang")).toBe("de");

    await user.selectOptions(select, "Deutsch");
    expect(await screen.findByText("Darstellung")).toBeTruthy();
    expect(screen.getByLabelText("Angezeigte Zeitzone")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Zeitzone des Teams (Europe/Berlin)" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("de");
    expect(document.cookie).toContain("officely_lang=de");
    expect(i18n.locale).toBe("de");
    await screen.findByText("Einstellungen gespeichert");
    expect(api.sent("PATCH /api/user/preferences").map((r) => r.body)).toEqual([{ language: "de" }]);

    await user.selectOptions(screen.getByLabelText("Sprache"), "");
    expect(await screen.findByText("Appearance")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(document.cookie).not.toContain("officely_lang=de");
    expect(api.sent("PATCH /api/user/preferences").map((r) => r.body)).toEqual([
      { language: "de" },
      { language: null },
    ]);
  });
});
