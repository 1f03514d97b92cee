import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "#shared/i18n.ts";
import { applyLanguageChoice, i18n } from "#web/lib/i18n.ts";
import { fakeApi } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { JoinTeamForm } from "./join-team-form.tsx";

/** The join form opened from an invitation link of a team whose default language is `language`. */
function openInvitation(language: Language) {
  const api = fakeApi({
    "GET /api/auth/validate-invite/ABCDEFGHJK": () => ({
      valid: true,
      invite: { email: "grace@example.com", teamName: "Bergwerk", role: "member", language },
    }),
  });
  const { user } = renderApp(<JoinTeamForm initialCode="ABCDEFGHJK" />, { user: makeUser() });
  return { api, user };
}

// docs/product.md "Languages": an invitee without an account sees the inviting team's default
// language until they choose one.
describe("joining from an invitation", () => {
  afterEach(async () => {
    await applyLanguageChoice(null);
  });

  it("shows the inviting team's language, without remembering it as a choice", async () => {
    openInvitation("de");
    expect(await screen.findByText("Sie sind eingeladen, Bergwerk beizutreten")).toBeTruthy();
    expect(i18n.locale).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(document.cookie).not.toMatch(/officely_lang=de/);
  });

  it("keeps the language the person chose in this browser", async () => {
    await applyLanguageChoice("fr");
    openInvitation("de");
    expect(await screen.findByText("Vous êtes invité à rejoindre Bergwerk")).toBeTruthy();
    expect(i18n.locale).toBe("fr");
  });

  it("words the form's validation messages in the language it shows", async () => {
    const { user } = openInvitation("de");
    await screen.findByText("Sie sind eingeladen, Bergwerk beizutreten");
    await user.type(document.getElementById("join-password") as HTMLInputElement, "kurz");
    expect(
      await screen.findByText("Das Passwort muss mindestens 8 Zeichen lang sein", {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByText("Password must be at least 8 characters")).toBeNull();
  });
});
