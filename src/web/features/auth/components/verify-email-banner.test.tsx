import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { VerifyEmailBanner } from "./verify-email-banner.tsx";

describe("the request to confirm one's e-mail address", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
    window.sessionStorage.clear();
  });

  it("names the address in bold inside the sentence, in English and in German", async () => {
    renderApp(<VerifyEmailBanner email="ann@example.com" />, { user: makeUser() });
    const banner = screen.getByRole("region", { name: "Confirm your e-mail address" });
    expect(banner.querySelector("p")?.textContent).toBe(
      "Confirm your e-mail address: open the link we sent to ann@example.com. Until then you cannot invite people or send test e-mails. ",
    );
    expect(screen.getByText("ann@example.com").tagName).toBe("STRONG");

    await applyLanguageChoice("de");
    expect(await screen.findByRole("button", { name: "Link erneut senden" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "E-Mail-Adresse bestätigen" }).querySelector("p")?.textContent).toBe(
      "Bestätigen Sie Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir an ann@example.com gesendet haben. Bis dahin können Sie niemanden einladen und keine Test-E-Mails senden. ",
    );
    expect(screen.getByText("ann@example.com").tagName).toBe("STRONG");
  });
});
