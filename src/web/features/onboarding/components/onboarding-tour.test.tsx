import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import OnboardingTour from "./onboarding-tour.tsx";

describe("the onboarding tour", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("walks its steps with 'n of N' in the language shown", async () => {
    await applyLanguageChoice("de");
    const { user } = renderApp(<OnboardingTour onSkip={vi.fn()} onComplete={vi.fn()} />, { user: makeUser() });
    expect(await screen.findByRole("heading", { name: "Willkommen bei Officely" })).toBeTruthy();
    expect(screen.getByText("1 von 6")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByRole("heading", { name: "Kalenderansichten" })).toBeTruthy();
    expect(screen.getByText("2 von 6")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zurück" })).toBeTruthy();
  });
});
