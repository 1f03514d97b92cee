/** Team-level changes read as sentences in the activity widget. */
import { describe, expect, it } from "vitest";
import { describeActivity } from "./activity-descriptions.ts";

describe("describeActivity", () => {
  const row = (action: string) => ({ action, actorName: "Ann Lee", before: null, after: {}, createdAt: new Date() });
  it("names team changes in words", () => {
    expect(describeActivity(row("team.settings_changed"), "UTC")).toBe("Ann Lee changed the team's booking rules");
    expect(describeActivity(row("team.theme_changed"), "UTC")).toBe("Ann Lee changed the team's brand theme");
  });
});
