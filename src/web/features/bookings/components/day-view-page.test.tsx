import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import { DEFAULT_USER_PREFERENCES } from "#shared/schemas/preferences.ts";
import { formatLongDate, shiftDate, todayInZone, zonedInstant } from "#shared/time.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { type FakeRequest, fakeApi } from "#web/test/fake-api.ts";
import { makeBooking, makeOffice, makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { DayViewPage } from "./day-view-page.tsx";

// Nine hours ahead of UTC all year, and far from the machine's zone: an hour read in the wrong
// zone lands in another column.
const TIME_ZONE = "Asia/Tokyo";
const user = makeUser({ timeZone: TIME_ZONE });
const focusRoom = makeOffice({ id: "0f000000-0000-4000-8000-000000000001", name: "Focus Room" });
const boardroom = makeOffice({ id: "0f000000-0000-4000-8000-000000000002", name: "Boardroom", capacity: 8 });
// Tomorrow in the team's zone: every business hour is still bookable.
const date = shiftDate(todayInZone(TIME_ZONE), 1);
const at = (minute: number) => zonedInstant(date, minute, TIME_ZONE).toISOString();

function renderDay(bookings = [makeBooking({ office: focusRoom, startISO: at(10 * 60), endISO: at(11 * 60 + 30) })]) {
  const api = fakeApi({
    "GET /api/offices": [focusRoom, boardroom],
    "GET /api/bookings": (request: FakeRequest) => (request.url.searchParams.get("date") === date ? bookings : []),
    "GET /api/user/preferences": DEFAULT_USER_PREFERENCES,
    "GET /api/team/members": [],
    "POST /api/bookings/check": { ok: true, violations: [] },
  });
  return { api, ...renderApp(<DayViewPage />, { user, route: `/day?date=${date}` }) };
}

describe("the day grid", () => {
  it("shows a booking in its office's row at the team's local time", async () => {
    renderDay();
    const booked = await screen.findByRole("button", { name: "Focus Room booked by Grace Hopper 10:00–11:30" });
    const focusRow = screen.getByRole("row", { name: /Focus Room/ });
    const boardroomRow = screen.getByRole("row", { name: /Boardroom/ });
    expect(within(focusRow).getByRole("button", { name: /booked by Grace Hopper/ })).toBe(booked);
    expect(within(boardroomRow).queryByRole("button", { name: /booked by/ })).toBeNull();
    // The booked hours are no longer offered in that row; the other office's are.
    expect(within(focusRow).queryByRole("button", { name: "Book Focus Room at 10:00" })).toBeNull();
    expect(within(focusRow).getByRole("button", { name: "Book Focus Room at 12:00" })).toBeTruthy();
    expect(within(boardroomRow).getByRole("button", { name: "Book Boardroom at 10:00" })).toBeTruthy();
  });

  it("asks the server for the day shown in the URL", async () => {
    const { api } = renderDay();
    await screen.findByRole("row", { name: /Focus Room/ });
    expect(api.sent("GET /api/bookings").map((r) => r.url.searchParams.get("date"))).toContain(date);
    expect(api.unhandled).toEqual([]);
  });

  it("opens the booking dialog for the clicked office and hour", async () => {
    const { user: actor } = renderDay([]);
    await actor.click(await screen.findByRole("button", { name: "Book Boardroom at 14:00" }));
    const dialog = await screen.findByRole("dialog", { name: "Book Boardroom" });
    expect(within(dialog).getByText(`· times in ${TIME_ZONE}`, { exact: false })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Start time").selectedOptions[0]?.textContent).toBe(
      "14:00",
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Duration").value).toBe("60");
    expect(within(dialog).getByText("14:00–15:00")).toBeTruthy();
  });
});

describe("the day view of a team with more offices than a page", () => {
  // 120 desks, "Desk 001".."Desk 120" (sorted by name), a third of them on the second floor.
  const desks = Array.from({ length: 120 }, (_, index) => {
    const n = String(index + 1).padStart(3, "0");
    return makeOffice({
      id: `0f000000-0000-4000-8000-000000000${n}`,
      name: `Desk ${n}`,
      floor: index % 3 === 0 ? "Second floor" : "Ground floor",
    });
  });
  const deskOf = (name: string) => desks.find((d) => d.name === name) as (typeof desks)[number];

  function renderLargeDay(route = `/day?date=${date}`) {
    const api = fakeApi({
      "GET /api/offices": desks,
      "GET /api/bookings": (request: FakeRequest) => {
        const ids = request.url.searchParams.get("officeIds")?.split(",") ?? [];
        const booking = makeBooking({ office: deskOf("Desk 061"), startISO: at(9 * 60), endISO: at(10 * 60) });
        return ids.includes(booking.officeId) ? [booking] : [];
      },
      "GET /api/user/preferences": DEFAULT_USER_PREFERENCES,
      "GET /api/team/members": [],
    });
    return { api, ...renderApp(<DayViewPage />, { user, route }) };
  }
  const officeIdsSent = (api: ReturnType<typeof fakeApi>) =>
    api.sent("GET /api/bookings").map((r) => r.url.searchParams.get("officeIds")?.split(",").length ?? "all");

  it("shows fifty offices at a time and asks only for their bookings", async () => {
    const { api, user: actor } = renderLargeDay();
    expect(await screen.findByRole("row", { name: /Desk 001/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Desk 051/ })).toBeNull();
    expect(screen.getByText("Offices 1–50 of 120")).toBeTruthy();
    expect(officeIdsSent(api)).toEqual([50]);

    await actor.click(screen.getByRole("button", { name: "Next offices" }));
    const row = await screen.findByRole("row", { name: /Desk 061/ });
    expect(within(row).getByRole("button", { name: /Desk 061 booked by Grace Hopper/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Desk 001/ })).toBeNull();
    expect(screen.getByText("Offices 51–100 of 120")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous offices" })).toHaveProperty("disabled", false);

    await actor.click(screen.getByRole("button", { name: "Next offices" }));
    expect(await screen.findByText("Offices 101–120 of 120")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next offices" })).toHaveProperty("disabled", true);
    expect(officeIdsSent(api)).toEqual([50, 50, 20]);
    expect(api.unhandled).toEqual([]);
  });

  it("opens on the page of the office a link names, and keeps it when the day changes", async () => {
    const { user: actor } = renderLargeDay(`/day?date=${date}&office=${deskOf("Desk 061").id}`);
    const row = await screen.findByRole("row", { name: /Desk 061/ });
    expect(within(row).getByRole("button", { name: /Desk 061 booked by Grace Hopper/ })).toBeTruthy();
    expect(screen.getByText("Offices 51–100 of 120")).toBeTruthy();
    await actor.click(screen.getByRole("button", { name: "Next day" }));
    expect(await screen.findByText("Offices 51–100 of 120")).toBeTruthy();
    expect(screen.getByRole("row", { name: /Desk 061/ })).toBeTruthy();
  });

  it("finds offices by name or floor, from the first page of what matches", async () => {
    const { user: actor } = renderLargeDay();
    await screen.findByRole("row", { name: /Desk 001/ });
    await actor.click(screen.getByRole("button", { name: "Next offices" }));
    await actor.type(screen.getByLabelText("Find an office"), "second");
    expect(await screen.findByText("Offices 1–40 of 40")).toBeTruthy();
    expect(screen.getByRole("row", { name: /Desk 001/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Desk 002/ })).toBeNull();

    await actor.clear(screen.getByLabelText("Find an office"));
    await actor.type(screen.getByLabelText("Find an office"), "desk 11");
    expect(await screen.findByText("Offices 1–10 of 10")).toBeTruthy();
    await actor.type(screen.getByLabelText("Find an office"), "9x");
    expect(await screen.findByText("No office matches.")).toBeTruthy();
    expect(screen.queryAllByRole("row", { name: /Desk/ })).toEqual([]);
  });
});

describe("the day view in German", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("names the page, the date and the hours to book in the reader's language", async () => {
    await applyLanguageChoice("de");
    renderDay();
    expect(await screen.findByRole("heading", { name: "Tagesansicht" })).toBeTruthy();
    expect(screen.getByText(formatLongDate(date, dateStyle("de")))).toBeTruthy();
    const boardroomRow = await screen.findByRole("row", { name: /Boardroom/ });
    expect(within(boardroomRow).getByText("8 Plätze")).toBeTruthy();
    expect(within(boardroomRow).getByRole("button", { name: "Boardroom um 10:00 buchen" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Datumsnavigation" })).toBeTruthy();
  });
});
