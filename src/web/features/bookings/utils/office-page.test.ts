import { describe, expect, it } from "vitest";
import { makeOffice } from "#web/test/fixtures.ts";
import { officePage } from "./office-page.ts";

const offices = ["Atelier", "Bürocontainer", "Cedar", "Dock", "Elm"].map((name, index) =>
  makeOffice({ id: `office-${index}`, name, building: index < 2 ? "North" : "South", floor: null }),
);
const names = (page: ReturnType<typeof officePage>) => page.offices.map((o) => o.name);

describe("officePage (the day view's pages of offices)", () => {
  it("shows every office on one unpaged page when they fit, whatever the filter", () => {
    const page = officePage(offices, "cedar", 3, 5);
    expect(page).toMatchObject({ page: 0, matching: 5, paged: false });
    expect(names(page)).toEqual(["Atelier", "Bürocontainer", "Cedar", "Dock", "Elm"]);
  });

  it("cuts a longer list into pages and keeps a page past the end on the last one", () => {
    expect(names(officePage(offices, "", 0, 2))).toEqual(["Atelier", "Bürocontainer"]);
    expect(names(officePage(offices, "", 2, 2))).toEqual(["Elm"]);
    expect(officePage(offices, "", 9, 2)).toMatchObject({ page: 2, matching: 5, paged: true });
    expect(officePage(offices, "", -1, 2).page).toBe(0);
  });

  it("matches name or building, ignoring case and accents", () => {
    expect(names(officePage(offices, "  south ", 0, 2))).toEqual(["Cedar", "Dock"]);
    expect(officePage(offices, "south", 0, 2).matching).toBe(3);
    expect(names(officePage(offices, "BURO", 0, 2))).toEqual(["Bürocontainer"]);
    expect(officePage(offices, "nowhere", 0, 2)).toMatchObject({ offices: [], page: 0, matching: 0, paged: true });
  });
});
