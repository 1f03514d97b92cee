import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_USER_PREFERENCES } from "#shared/schemas/preferences.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { fakeApi } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { TimeZoneNote } from "./time-zone-note.tsx";
import { ViewerTimes } from "./viewer-times.tsx";

/** A booking at 23:00–00:00 on Monday in New York: 04:00–05:00 on Tuesday in Berlin, the reader's zone. */
function renderTimes() {
  fakeApi({ "GET /api/user/preferences": { ...DEFAULT_USER_PREFERENCES, timeZone: "Europe/Berlin" } });
  return renderApp(
    <>
      <TimeZoneNote timeZone="America/New_York" />
      <ViewerTimes startISO="2026-03-10T03:00:00Z" endISO="2026-03-10T04:00:00Z" timeZone="America/New_York" />
    </>,
    { user: makeUser() },
  );
}

describe("the team's zone and the reader's own times", () => {
  afterEach(async () => {
    await applyLanguageChoice(null);
  });

  it("name both zones and give the reader's times, with the weekday when the date differs", async () => {
    renderTimes();
    // Once the reader's preferences have come (the browser's zone until then).
    await screen.findByText("Times in America/New_York (your zone: Europe/Berlin)");
    expect(screen.getByTestId("viewer-times").textContent).toBe("Tue 04:00–05:00 your time (Europe/Berlin)");
  });

  it("speak the language shown, its weekday names included", async () => {
    await applyLanguageChoice("de");
    renderTimes();
    await screen.findByText("Uhrzeiten in America/New_York (Ihre Zeitzone: Europe/Berlin)");
    expect(screen.getByTestId("viewer-times").textContent).toBe("Di. 04:00–05:00 bei Ihnen (Europe/Berlin)");
  });
});
