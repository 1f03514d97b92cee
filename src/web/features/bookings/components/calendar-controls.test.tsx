import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Office } from "#shared/schemas/office.ts";
import { makeOffice, makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { ALL_OFFICES, OfficeSelect } from "./calendar-controls.tsx";

/** "Desk 001".."Desk nnn", by name. */
const desks = (count: number): Office[] =>
  Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, "0");
    return makeOffice({ id: `0f000000-0000-4000-8000-000000000${n}`, name: `Desk ${n}` });
  });

function Picker({ offices, initial = ALL_OFFICES }: { offices: Office[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <OfficeSelect offices={offices} value={value} onChange={setValue} />;
}

const listed = () =>
  within(screen.getByLabelText("Office"))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("the calendars' office picker", () => {
  it("lists every active office of a small team, with no search", () => {
    renderApp(<Picker offices={desks(3)} />, { user: makeUser() });
    expect(listed()).toEqual(["All offices", "Desk 001", "Desk 002", "Desk 003"]);
    expect(screen.queryByLabelText("Find an office")).toBeNull();
  });

  it("lists the first 50 of a larger team and searches the rest, keeping the chosen office", async () => {
    const offices = desks(120);
    const { user } = renderApp(<Picker offices={offices} initial={offices[0].id} />, { user: makeUser() });
    expect(listed()).toHaveLength(51);
    await user.type(screen.getByLabelText("Find an office"), "desk 11");
    await waitFor(() =>
      expect(listed()).toEqual(["All offices", "Desk 001", ...Array.from({ length: 10 }, (_, i) => `Desk ${110 + i}`)]),
    );
    await user.selectOptions(screen.getByLabelText("Office"), "Desk 115");
    expect((screen.getByLabelText("Office") as HTMLSelectElement).value).toBe(offices[114].id);
  });
});
