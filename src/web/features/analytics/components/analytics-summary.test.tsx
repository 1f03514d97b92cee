import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Analytics } from "#shared/schemas/analytics.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { AnalyticsSummary } from "./analytics-summary.tsx";
import { UtilisationChart } from "./figure-charts.tsx";
import { OccupancyHeatmap } from "./occupancy-heatmap.tsx";

const data: Analytics = {
  range: {
    from: "2026-03-01",
    to: "2026-03-07",
    days: 7,
    timeZone: "Europe/Paris",
    businessHoursStart: "09:00",
    businessHoursEnd: "17:00",
  },
  officeId: null,
  summary: {
    total: 4,
    confirmed: 1,
    cancelled: 2,
    released: 1,
    noShowRate: null,
    cancellationRate: 0.5,
    averageLeadTimeHours: 30.857,
    averageDurationMinutes: 59.6,
    bookedSeatHours: 12,
    peakHour: 9,
    busiestOffice: null,
    leastUsedOffice: null,
  },
  utilisation: [],
  heatmap: [{ weekday: 1, hour: 9, seatHours: 2, occupancy: 0.25 }],
  perDay: [],
  topMembers: [],
};

function renderFigures() {
  return renderApp(
    <>
      <AnalyticsSummary data={data} csvUrl="/api/team/analytics.csv?figure=summary" />
      <OccupancyHeatmap cells={data.heatmap} businessStart={9} businessEnd={10} />
    </>,
    { user: makeUser() },
  );
}

describe("the analytics figures' words", () => {
  afterEach(async () => {
    await applyLanguageChoice(null);
  });

  it("reads in English as before", () => {
    renderFigures();
    expect(screen.getByRole("link", { name: "Export CSV of the summary figures" })).toBeTruthy();
    expect(screen.getByText("1 confirmed · 2 cancelled · 1 released")).toBeTruthy();
    expect(screen.getByText("check-in is not required")).toBeTruthy();
    expect(screen.getByText("60 min")).toBeTruthy();
    expect(screen.getByTitle("Monday 09:00: 25%").textContent).toBe("25");
    expect(screen.getByText("Mon").getAttribute("title")).toBe("Monday");
  });

  it("reads in French, with plural agreement and French weekday names", async () => {
    await applyLanguageChoice("fr");
    renderFigures();
    expect(screen.getByRole("link", { name: "Exporter en CSV les chiffres du résumé" })).toBeTruthy();
    expect(screen.getByText("1 confirmée · 2 annulées · 1 libérée")).toBeTruthy();
    expect(screen.getByText("le check-in n'est pas requis")).toBeTruthy();
    // French writes a (no-break) space before the percent sign; the matcher reads it as a space.
    expect(screen.getByTitle("lundi 09:00 : 25 %")).toBeTruthy();
    expect(screen.getByText("lun.").getAttribute("title")).toBe("lundi");
  });

  it("writes a large team's counts with the language's separators", async () => {
    const large = { ...data, summary: { ...data.summary, total: 40000, confirmed: 35834, bookedSeatHours: 286672 } };
    renderApp(<AnalyticsSummary data={large} csvUrl="/api/team/analytics.csv?figure=summary" />, { user: makeUser() });
    expect(screen.getByText("40,000")).toBeTruthy();
    expect(screen.getByText("286,672 h")).toBeTruthy();
    expect(screen.getByText("35,834 confirmed · 2 cancelled · 1 released")).toBeTruthy();
  });

  it("draws the 20 busiest offices of a larger team and says so", () => {
    const office = (n: number, utilisation: number) => ({
      officeId: `o${n}`,
      officeName: `Desk ${n}`,
      capacity: 1,
      bookedSeatHours: 0,
      bookableSeatHours: 10,
      utilisation,
    });
    const { unmount } = renderApp(<UtilisationChart rows={[office(1, 0.5), office(2, 0.1)]} />, {
      user: makeUser(),
    });
    expect(screen.queryByText(/busiest of/)).toBeNull();
    unmount();
    const many = Array.from({ length: 25 }, (_, n) => office(n + 1, n / 100));
    renderApp(<UtilisationChart rows={many} />, { user: makeUser() });
    expect(screen.getByText("The 20 busiest of 25 offices; the table and the CSV list them all.")).toBeTruthy();
  });
});
