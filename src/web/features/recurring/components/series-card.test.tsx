import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type Series, seriesSchema } from "#shared/schemas/series.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { makeUser, TEAM_ID } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { SeriesCard } from "./series-card.tsx";

function makeSeries(fields: Partial<Series> = {}): Series {
  return seriesSchema.parse({
    id: "5a1f0c1e-5b0a-4c55-9d9a-0000000000s1",
    teamId: TEAM_ID,
    officeId: "5a1f0c1e-5b0a-4c55-9d9a-0000000000o1",
    officeName: "Focus Room",
    userId: "7d1f0c1e-5b0a-4c55-9d9a-0000000000a1",
    userName: "Ada Admin",
    rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261219",
    startDate: "2026-11-24",
    startTime: "09:00",
    endTime: "10:30",
    durationMinutes: 90,
    purpose: null,
    equipment: [],
    wholeOffice: false,
    status: "active",
    summary: "Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026",
    nextDate: "2026-12-01",
    upcomingCount: 6,
    skipped: [],
    excludedDates: [],
    isActive: true,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  });
}

describe("a series card", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("shows the rule, the next date and its actions in English", () => {
    renderApp(<SeriesCard series={makeSeries()} showOwner={false} />, { user: makeUser() });
    expect(
      screen.getByRole("heading", { name: "Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026" }),
    ).toBeTruthy();
    expect(screen.getByText("Tuesday, December 1, 2026")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Edit Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("button", {
        name: "Cancel dates… of Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026",
      }),
    ).toBeTruthy();
  });

  it("says the rule and the dates in German", async () => {
    await applyLanguageChoice("de");
    renderApp(<SeriesCard series={makeSeries()} showOwner={false} />, { user: makeUser() });
    const words = "Jeden Dienstag und Donnerstag, 09:00–10:30, bis 19. Dez. 2026";
    expect(await screen.findByRole("heading", { name: words })).toBeTruthy();
    expect(screen.getByText("Dienstag, 1. Dezember 2026")).toBeTruthy();
    expect(screen.getByText("Nächster Termin")).toBeTruthy();
    // Browsers name it "Bearbeiten: Jeden Dienstag …"; happy-dom puts a space before the span.
    expect(
      screen.getByRole("button", { name: (name) => name.replace(" :", ":") === `Bearbeiten: ${words}` }),
    ).toBeTruthy();
  });
});
