/**
 * A floor to look at and book on (docs/product.md "The floor map"), made through the API as a team
 * would: business hours 08:00-18:00, the site Harbour with its 2nd floor and a drawn plan, twelve
 * desks in two rows, a meeting room and a shared area placed on it, one desk switched off, and two
 * colleagues' bookings on `date` (Ben the whole day at D-02, Chloé the morning at D-05).
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { joinAsColleague, teamZoneInstant } from "./fixtures.ts";

export const PLAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 700">
  <rect x="6" y="6" width="1188" height="688" fill="#f8fafc" stroke="#334155" stroke-width="8"/>
  <line x1="800" y1="6" x2="800" y2="694" stroke="#334155" stroke-width="6"/>
  <line x1="6" y1="360" x2="800" y2="360" stroke="#cbd5e1" stroke-width="3" stroke-dasharray="12 8"/>
  <rect x="820" y="30" width="350" height="280" fill="#eef2ff" stroke="#94a3b8" stroke-width="3"/>
  <rect x="820" y="380" width="350" height="290" fill="#f0fdf4" stroke="#94a3b8" stroke-width="3"/>
  <text x="40" y="60" font-size="30" fill="#475569">2nd floor · open plan</text>
</svg>`;

export interface SeededFloor {
  floorId: string;
  officeIds: Record<string, string>;
}

/** Seeds the floor as the team admin on `page`; colleagues book on `date` (team-local yyyy-MM-dd). */
export async function seedFloorMap(browser: Browser, page: Page, date: string): Promise<SeededFloor> {
  expect(
    (
      await page.request.patch("/api/team/settings", {
        data: { businessHoursStart: "08:00", businessHoursEnd: "18:00" },
      })
    ).ok(),
  ).toBe(true);
  const site = await (await page.request.post("/api/sites", { data: { name: "Harbour" } })).json();
  const floor = await (
    await page.request.post(`/api/sites/${site.id}/floors`, { data: { name: "2nd floor", level: 2 } })
  ).json();
  const officeIds: Record<string, string> = {};
  const positions: { officeId: string; position: Record<string, number> }[] = [];
  const make = async (data: Record<string, unknown>, position: Record<string, number>) => {
    const res = await page.request.post("/api/offices", { data: { ...data, floorId: floor.id } });
    expect(res.ok(), await res.text()).toBe(true);
    const office = (await res.json()) as { id: string; name: string };
    officeIds[office.name] = office.id;
    positions.push({ officeId: office.id, position });
  };
  for (let i = 0; i < 12; i++) {
    const name = `D-${String(i + 1).padStart(2, "0")}`;
    await make({ name, capacity: 1, kind: "desk" }, { x: 0.08 + (i % 6) * 0.1, y: i < 6 ? 0.26 : 0.7 });
  }
  await make({ name: "Lagoon", capacity: 6, kind: "room" }, { x: 0.69, y: 0.05, width: 0.28, height: 0.39 });
  await make({ name: "Hub", capacity: 8, kind: "shared_area" }, { x: 0.69, y: 0.55, width: 0.28, height: 0.4 });
  const plan = await page.request.put(`/api/floors/${floor.id}/plan`, {
    headers: { "content-type": "image/svg+xml" },
    data: PLAN_SVG,
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  expect((await page.request.put(`/api/floors/${floor.id}/positions`, { data: { positions } })).ok()).toBe(true);
  expect((await page.request.patch(`/api/offices/${officeIds["D-12"]}`, { data: { isActive: false } })).ok()).toBe(
    true,
  );

  for (const [name, desk, from, to] of [
    ["Ben Okafor", "D-02", 8, 18],
    ["Chloé Martin", "D-05", 8, 12],
  ] as const) {
    const colleague = await joinAsColleague(browser, page, "member", name);
    const res = await colleague.page.request.post("/api/bookings", {
      data: {
        officeId: officeIds[desk],
        startISO: teamZoneInstant(date, from),
        endISO: teamZoneInstant(date, to),
        purpose: "Desk day",
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await colleague.context.close();
  }
  return { floorId: floor.id, officeIds };
}
