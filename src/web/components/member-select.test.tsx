import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER } from "#shared/constants.ts";
import type { Member } from "#shared/schemas/team.ts";
import { type FakeRequest, fakeApi } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { type MemberChoice, MemberSelect } from "./member-select.tsx";

const admin = makeUser();

function member(n: number, name: string): Member {
  return {
    id: `7d1f0c1e-5b0a-4c55-9d9a-${String(n).padStart(12, "0")}`,
    name,
    email: `${name.toLowerCase().replace(/ /g, ".")}@example.com`,
    role: "member",
    jobTitle: null,
    department: null,
    joinedAt: "2026-01-05T09:00:00.000Z",
    lastActiveAt: null,
    bookingsThisMonth: null,
    twoFactorEnabled: null,
  };
}

/** The team's members: GET /api/team/members answers the matches of `q`, with a cursor when `more`. */
function membersRoute(all: Member[], more: boolean) {
  return (request: FakeRequest) => {
    const q = request.url.searchParams.get("q")?.toLowerCase() ?? "";
    const matches = all.filter((m) => m.name.toLowerCase().includes(q));
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (more && !q) headers[NEXT_CURSOR_HEADER] = "next-page";
    return new Response(JSON.stringify(matches), { status: 200, headers });
  };
}

let chosen: MemberChoice | null = null;
function Picker() {
  const [value, setValue] = useState<MemberChoice | null>(null);
  return (
    <>
      <label htmlFor="for">Book for</label>
      <MemberSelect
        id="for"
        value={value}
        onChange={(m) => {
          chosen = m;
          setValue(m);
        }}
        noneLabel="Myself"
        excludeId={admin.id}
      />
    </>
  );
}

const optionNames = () =>
  within(screen.getByLabelText("Book for"))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("the member picker", () => {
  it("lists a small team's members, leaves out the person, and hands back the one chosen", async () => {
    const team = [member(1, "Ana Ruiz"), { ...member(2, "Ada Admin"), id: admin.id }, member(3, "Ben Okafor")];
    const api = fakeApi({ "GET /api/team/members": membersRoute(team, false) });
    const { user } = renderApp(<Picker />, { user: admin });
    await screen.findByRole("option", { name: "Ben Okafor" });
    expect(optionNames()).toEqual(["Myself", "Ana Ruiz", "Ben Okafor"]);
    expect(screen.queryByLabelText("Find a member")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Book for"), "Ben Okafor");
    expect(chosen).toMatchObject({ name: "Ben Okafor", email: "ben.okafor@example.com" });
    // A page, never the whole team.
    expect(api.sent("GET /api/team/members").map((r) => r.url.searchParams.get("limit"))).toEqual(["50"]);
  });

  it("searches a larger team on the server and keeps the chosen member listed", async () => {
    const team = [member(1, "Ana Ruiz"), member(3, "Ben Okafor"), member(4, "Carla Diaz")];
    const api = fakeApi({ "GET /api/team/members": membersRoute(team, true) });
    const { user } = renderApp(<Picker />, { user: admin });
    const search = await screen.findByLabelText("Find a member");
    expect(screen.getByText("The first 50 are listed: search to find anyone else.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Book for"), "Ana Ruiz");

    await user.type(search, "carla");
    await waitFor(() => expect(optionNames()).toEqual(["Myself", "Ana Ruiz", "Carla Diaz"]));
    expect(api.sent("GET /api/team/members").map((r) => r.url.searchParams.get("q"))).toContain("carla");
    await user.selectOptions(screen.getByLabelText("Book for"), "Carla Diaz");
    expect(chosen?.name).toBe("Carla Diaz");
  });
});
