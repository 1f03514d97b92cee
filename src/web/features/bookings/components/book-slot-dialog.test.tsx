import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import type { Booking, CreateBookingBody } from "#shared/schemas/booking.ts";
import { DEFAULT_USER_PREFERENCES } from "#shared/schemas/preferences.ts";
import { formatLongDate, shiftDate, todayInZone, zonedInstant } from "#shared/time.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { deferred, type FakeRequest, fakeApi, json } from "#web/test/fake-api.ts";
import { makeBooking, makeOffice, makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { DayViewPage } from "./day-view-page.tsx";

// The booking dialog as people reach it: from a free hour of the day view.
const TIME_ZONE = "Europe/Berlin";
const user = makeUser({ timeZone: TIME_ZONE });
const boardroom = makeOffice({ id: "0f000000-0000-4000-8000-000000000002", name: "Boardroom", capacity: 8 });
const date = shiftDate(todayInZone(TIME_ZONE), 1);
/** The instant of `minute` on `date` in the team's zone, as a UTC ISO string. */
const at = (minute: number) => new Date(zonedInstant(date, minute, TIME_ZONE).getTime()).toISOString();
const utc = (iso: string) => new Date(iso).toISOString();

async function openDialog(routes: Record<string, unknown>) {
  const api = fakeApi({
    "GET /api/offices": [boardroom],
    "GET /api/bookings": [],
    "GET /api/user/preferences": DEFAULT_USER_PREFERENCES,
    "GET /api/team/members": [],
    "POST /api/bookings/check": { ok: true, violations: [] },
    ...routes,
  });
  const view = renderApp(<DayViewPage />, { user, route: `/day?date=${date}` });
  await view.user.click(await screen.findByRole("button", { name: "Book Boardroom at 14:00" }));
  const dialog = await screen.findByRole("dialog", { name: "Book Boardroom" });
  return { api, dialog, ...view };
}

const bookButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: /^Book(ing\.\.\.)?$/ });

describe("the booking dialog", () => {
  it("lists the rules the server says the slot breaks and holds Book", async () => {
    const message = "You already hold 3 upcoming bookings, the most your team allows.";
    const { api, dialog } = await openDialog({
      "POST /api/bookings/check": { ok: false, violations: [{ rule: "BOOKING_QUOTA_REACHED", message }] },
    });
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(bookButton(dialog)).toHaveProperty("disabled", true);
    // The server was asked about the slot shown, in the team's zone.
    expect(api.sent("POST /api/bookings/check").at(-1)?.body).toEqual({
      officeId: boardroom.id,
      startISO: at(14 * 60),
      endISO: at(15 * 60),
    });
  });

  it("keeps the server's refusal next to the inputs until one changes", async () => {
    const refusal = "Boardroom is already booked from 14:00 to 15:00";
    const { dialog, user: actor } = await openDialog({
      "POST /api/bookings": json(409, { code: "BOOKING_CONFLICT", message: refusal }),
    });
    await waitFor(() => expect(bookButton(dialog)).toHaveProperty("disabled", false));
    await actor.click(bookButton(dialog));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(refusal);
    expect(screen.getByRole("dialog", { name: "Book Boardroom" })).toBe(dialog);

    await actor.selectOptions(within(dialog).getByLabelText("Duration"), "30");
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });

  it("disables Book while the booking is being made, then closes and says what was booked", async () => {
    const answer = deferred<Response>();
    const {
      api,
      dialog,
      user: actor,
    } = await openDialog({
      "POST /api/bookings": () => answer.promise,
    });
    await actor.type(within(dialog).getByLabelText("Purpose (optional)"), "Quarterly review");
    await waitFor(() => expect(bookButton(dialog)).toHaveProperty("disabled", false));
    await actor.click(bookButton(dialog));

    await waitFor(() => expect(bookButton(dialog).textContent).toBe("Booking..."));
    expect(bookButton(dialog)).toHaveProperty("disabled", true);
    const [sent] = api.sent("POST /api/bookings") as (FakeRequest & { body: CreateBookingBody })[];
    expect(sent.body).toMatchObject({ officeId: boardroom.id, purpose: "Quarterly review" });
    expect([utc(sent.body.startISO), utc(sent.body.endISO)]).toEqual([at(14 * 60), at(15 * 60)]);

    const booked: Booking = makeBooking({
      office: boardroom,
      startISO: at(14 * 60),
      endISO: at(15 * 60),
      userId: user.id,
      userName: user.name,
      purpose: "Quarterly review",
    });
    answer.resolve(json(201, booked));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(/^Boardroom booked for \w{3} 14:00–15:00$/)).toBeTruthy();
  });
});

describe("the booking dialog in German", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("asks, explains the rules broken and offers Book in the reader's language", async () => {
    const { dialog } = await openDialog({
      "POST /api/bookings/check": {
        ok: false,
        violations: [
          { rule: "BOOKING_IN_PAST", message: "Cannot book time slots in the past" },
          { rule: "BOOKING_QUOTA_REACHED", message: "You already hold 3 upcoming bookings." },
        ],
      },
    });
    await act(() => applyLanguageChoice("de"));
    const german = screen.getByRole("dialog", { name: "Boardroom buchen" });
    expect(german).toBe(dialog);
    expect(within(dialog).getByText(`${formatLongDate(date, dateStyle("de"))} · Zeiten in ${TIME_ZONE}`)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Dauer").selectedOptions[0]?.textContent).toBe("1 Std.");
    // A rule the browser knows the words of is said in German; the quota keeps the server's words.
    const violations = await within(dialog).findByTestId("booking-violations");
    await waitFor(() =>
      expect(within(violations).getByText("Vergangene Zeiträume können nicht gebucht werden")).toBeTruthy(),
    );
    expect(within(violations).getByText("You already hold 3 upcoming bookings.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Buchen" })).toHaveProperty("disabled", true);
  });
});
