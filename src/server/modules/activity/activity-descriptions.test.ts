/** Team-level changes read as sentences in the activity widget. */
import { describe, expect, it } from "vitest";
import { describeActivity } from "./activity-descriptions.ts";

describe("describeActivity", () => {
  const row = (action: string) => ({
    action,
    actorId: "u1",
    actorName: "Ann Lee",
    before: null,
    after: {},
    createdAt: new Date(),
  });
  it("names team changes in words", () => {
    expect(describeActivity(row("team.settings_changed"), "UTC")).toBe("Ann Lee changed the team's booking rules");
    expect(describeActivity(row("team.theme_changed"), "UTC")).toBe("Ann Lee changed the team's brand theme");
  });

  it("says what happened to an invitation, and 'an' before a vowel for actions it has no words for", () => {
    expect(describeActivity(row("invitation.revoked"), "UTC")).toBe("Ann Lee revoked an invitation");
    expect(describeActivity(row("invitation.resent"), "UTC")).toBe("Ann Lee resent an invitation");
    expect(describeActivity(row("series.created"), "UTC")).toBe("Ann Lee created a series");
    expect(describeActivity(row("office_area.created"), "UTC")).toBe("Ann Lee created an office area");
  });

  it("says which desk its holder released or took back, and for which day", () => {
    const desk = { officeName: "D-12", date: "2026-03-04" };
    expect(describeActivity({ ...row("office.desk_released"), after: desk }, "UTC")).toBe(
      "Ann Lee released D-12 for Wed 4 Mar",
    );
    expect(describeActivity({ ...row("office.desk_reclaimed"), before: desk, after: null }, "UTC")).toBe(
      "Ann Lee took back D-12 for Wed 4 Mar",
    );
  });
});
