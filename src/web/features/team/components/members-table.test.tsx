import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Member } from "#shared/schemas/team.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { fakeApi } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { MembersTable } from "./members-table.tsx";

const admin = makeUser({ timeZone: "Europe/Berlin" });
const MEMBERS: Member[] = [
  {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: "team_admin",
    jobTitle: null,
    department: null,
    joinedAt: "2026-01-10T08:00:00Z",
    lastActiveAt: "2026-03-05T14:30:00Z",
    bookingsThisMonth: 4,
    twoFactorEnabled: false,
  },
  {
    id: "7d1f0c1e-5b0a-4c55-9d9a-0000000000b2",
    name: "Bea Member",
    email: "bea@example.com",
    role: "member",
    jobTitle: "Designer",
    department: null,
    joinedAt: "2026-03-03T09:00:00Z",
    lastActiveAt: null,
    bookingsThisMonth: 0,
    twoFactorEnabled: false,
  },
];

function renderTable() {
  const api = fakeApi({
    "GET /api/team/members": MEMBERS,
    "DELETE /api/team/members/7d1f0c1e-5b0a-4c55-9d9a-0000000000b2": { cancelledBookings: 2 },
  });
  const view = renderApp(<MembersTable manage actor={{ id: admin.id, role: admin.role }} zone="Europe/Berlin" />, {
    user: admin,
  });
  return { api, ...view };
}

describe("the members table", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("shows the members, their dates in the team zone and a named Remove button", async () => {
    renderTable();
    const row = (await screen.findByRole("rowheader", { name: "Bea Member" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Mar 3, 2026")).toBeTruthy();
    expect(within(row).getByText("Never")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Remove Bea Member" })).toBeTruthy();
    expect(screen.getByText("Mar 5, 15:30")).toBeTruthy();
    expect(screen.getByText("(you)")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Last active ?, sort ascending$/ })).toBeTruthy();
  });

  it("speaks German: labels, dates, role names, the removal dialog and its plural", async () => {
    await applyLanguageChoice("de");
    const { user } = renderTable();
    const row = (await screen.findByRole("rowheader", { name: "Bea Member" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("3. März 2026")).toBeTruthy();
    expect(within(row).getByText("Nie")).toBeTruthy();
    expect(screen.getByText("5. März, 15:30")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Zuletzt aktiv ?, aufsteigend sortieren$/ })).toBeTruthy();
    const role = within(row).getByLabelText<HTMLSelectElement>("Rolle von Bea Member");
    expect(role.selectedOptions[0]?.textContent).toBe("Mitglied");

    await user.click(within(row).getByRole("button", { name: /^Entfernen ?: Bea Member$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Bea Member entfernen?" });
    await user.click(within(dialog).getByRole("button", { name: "Mitglied entfernen" }));
    expect(await screen.findByText("Bea Member entfernt")).toBeTruthy();
    expect(screen.getByText("2 anstehende Buchungen wurden storniert.")).toBeTruthy();
  });
});
