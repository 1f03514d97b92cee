import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TeamSettings } from "#shared/schemas/team-settings.ts";
import { type FakeRequest, fakeApi } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { TeamSettingsForm } from "./team-settings-form.tsx";

const SETTINGS: TeamSettings = {
  name: "Acme",
  timeZone: "Europe/Berlin",
  weekStartsOn: 1,
  language: "en",
  businessHoursStart: "07:00",
  businessHoursEnd: "20:00",
  maxBookingMinutes: 720,
  horizonDays: 365,
  maxActiveBookingsPerMember: 0,
  minNoticeMinutes: 0,
  twoFactorPolicy: "optional",
  showBookerNames: true,
};

describe("the team's default language", () => {
  it("is offered in each language's own name and saved with the other settings", async () => {
    const api = fakeApi({
      "PATCH /api/team/settings": (request: FakeRequest) => ({ ...SETTINGS, ...(request.body as object) }),
    });
    const { user } = renderApp(<TeamSettingsForm settings={SETTINGS} />, { user: makeUser() });
    const select = screen.getByLabelText<HTMLSelectElement>("Default language");
    expect([...select.options].map((o) => o.textContent)).toEqual(["English", "Deutsch", "Français", "Español"]);
    expect(select.getAttribute("aria-describedby")).toBe("settings-language-hint");
    await user.selectOptions(select, "Deutsch");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(api.sent("PATCH /api/team/settings").map((r) => (r.body as TeamSettings).language)).toEqual(["de"]);
  });
});

describe("show who booked", () => {
  it("is a switch, on by default, whose change is saved with the other settings", async () => {
    const api = fakeApi({
      "PATCH /api/team/settings": (request: FakeRequest) => ({ ...SETTINGS, ...(request.body as object) }),
    });
    const { user } = renderApp(<TeamSettingsForm settings={SETTINGS} />, { user: makeUser() });
    const toggle = screen.getByRole("switch", { name: "Show who booked" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(api.sent("PATCH /api/team/settings").map((r) => (r.body as TeamSettings).showBookerNames)).toEqual([false]);
  });
});
