import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AvailabilityRange } from "#shared/schemas/booking.ts";
import type { Office } from "#shared/schemas/office.ts";
import { todayInZone } from "#shared/time.ts";
import { type FakeRequest, fakeApi } from "#web/test/fake-api.ts";
import { makeOffice, makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { OfficeAvailabilityCard } from "./office-availability-card.tsx";

const ZONE = "Europe/Berlin";
const today = todayInZone(ZONE);

/** Offices "Room 01".."Room nn", and one inactive. */
function rooms(count: number): Office[] {
  const list = Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, "0");
    return makeOffice({ id: `0f000000-0000-4000-8000-0000000000${n}`, name: `Room ${n}` });
  });
  return [...list, makeOffice({ id: "0f000000-0000-4000-8000-0000000000ff", name: "Old Room", isActive: false })];
}

/** The answer of GET /api/availability for the offices asked for: free all day. */
function availabilityOf(offices: Office[], request: FakeRequest): AvailabilityRange {
  const ids = request.url.searchParams.get("officeIds")?.split(",") ?? [];
  return {
    from: today,
    to: today,
    timeZone: ZONE,
    offices: offices
      .filter((o) => ids.includes(o.id))
      .map((o) => ({
        officeId: o.id,
        name: o.name,
        capacity: o.capacity,
        isShared: o.isShared,
        isActive: o.isActive,
        days: [{ date: today, booked: [], closed: [] }],
      })),
  };
}

function renderCard(offices: Office[], favoriteOffices: string[] = []) {
  const api = fakeApi({
    "GET /api/offices": offices,
    "GET /api/availability": (request: FakeRequest) => availabilityOf(offices, request),
  });
  const user = makeUser({ timeZone: ZONE, favoriteOffices });
  return { api, ...renderApp(<OfficeAvailabilityCard />, { user, route: "/dashboard" }) };
}

const listed = () =>
  within(screen.getByRole("list"))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the office-availability widget", () => {
  it("lists every active office of a small team, and asks only for them", async () => {
    const offices = rooms(3);
    const { api } = renderCard(offices);
    await screen.findByRole("link", { name: "Room 01" });
    expect(listed()).toEqual(["Room 01", "Room 02", "Room 03"]);
    expect(screen.queryByRole("link", { name: /See all/ })).toBeNull();
    expect(api.sent("GET /api/availability").map((r) => r.url.searchParams.get("officeIds"))).toEqual([
      offices
        .slice(0, 3)
        .map((o) => o.id)
        .join(","),
    ]);
  });

  it("shows ten offices of a larger team, the person's favourites first, and links to all of them", async () => {
    const offices = rooms(14);
    const { api } = renderCard(offices, [offices[12].id]);
    await screen.findByRole("link", { name: "Room 13" });
    expect(listed()).toEqual([
      "Room 13",
      "Room 01",
      "Room 02",
      "Room 03",
      "Room 04",
      "Room 05",
      "Room 06",
      "Room 07",
      "Room 08",
      "Room 09",
    ]);
    const all = screen.getByRole("link", { name: "See all 14 offices in the day view" });
    expect(all.getAttribute("href")).toBe(`/day?date=${today}`);
    const [asked] = api.sent("GET /api/availability");
    expect(asked.url.searchParams.get("officeIds")?.split(",")).toHaveLength(10);
    expect(api.unhandled).toEqual([]);
  });

  it("says there are no active offices without asking for availability", async () => {
    const { api } = renderCard(rooms(0));
    expect(await screen.findByText("No active offices yet.")).toBeTruthy();
    expect(api.sent("GET /api/availability")).toEqual([]);
  });
});
