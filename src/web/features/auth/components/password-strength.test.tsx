import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { PasswordStrength } from "./password-strength.tsx";

describe("the password strength meter (spec section 5)", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("names the strength and each of the five rules, met or not", () => {
    renderApp(<PasswordStrength password="abcdefgh" />, { user: makeUser() });
    expect(screen.getByTestId("password-strength").querySelector("[aria-live]")?.textContent).toBe(
      "Password strength: Weak",
    );
    expect(screen.getByText("At least 8 characters").textContent).toBe("At least 8 characters(met)");
    expect(screen.getByText("One uppercase letter").textContent).toBe("One uppercase letter(not met)");
  });

  it("speaks the language shown", async () => {
    await applyLanguageChoice("de");
    renderApp(<PasswordStrength password="Abcdefg1!" />, { user: makeUser() });
    expect(screen.getByTestId("password-strength").querySelector("[aria-live]")?.textContent).toBe(
      "Passwortstärke: Stark",
    );
    expect(screen.getByText("Ein Sonderzeichen").textContent).toBe("Ein Sonderzeichen(erfüllt)");
  });
});
