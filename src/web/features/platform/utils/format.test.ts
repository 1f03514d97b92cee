import { describe, expect, it } from "vitest";
import platform from "#locales/en/platform.json" with { type: "json" };
import { dateStyle } from "#shared/date-formats.ts";
import { ENGLISH_DATES } from "#shared/time.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { actionLabel, actionMessageId, formatDay, PLATFORM_ACTIONS, roleName } from "./format.ts";

describe("platform display helpers", () => {
  it("names audit actions and roles in words", () => {
    const _ = readerIn("en", "platform");
    expect(actionLabel("platform.team.trial_extended", _)).toBe("Team trial extended");
    expect(actionLabel("platform.user.sessions_revoked", _)).toBe("User sessions revoked");
    expect(actionLabel("platform.team.renamed", _)).toBe("Team renamed");
    expect(roleName("admin", _)).toBe("Team admin");
    expect(roleName("super_admin", _)).toBe("Super admin");
  });
  it("has a message for every platform action, reading in English as the action's own words", () => {
    const english: Record<string, string> = platform;
    for (const action of PLATFORM_ACTIONS) {
      const words = action.replace(/^platform\./, "").replace(/[._]/g, " ");
      expect(english[actionMessageId(action)], action).toBe(words.charAt(0).toUpperCase() + words.slice(1));
    }
  });
  it("names them in the reader's language", () => {
    const _ = readerIn("de", "platform");
    expect(actionLabel("platform.team.suspended", _)).toBe("Team gesperrt");
    expect(roleName("member", _)).toBe("Mitglied");
  });
  it("shows a dash for a missing date, and dates in the reader's language", () => {
    expect(formatDay(null, ENGLISH_DATES)).toBe("—");
    expect(formatDay("2026-03-09T12:00:00Z", ENGLISH_DATES)).toBe("9 Mar 2026");
    expect(formatDay("2026-03-09T12:00:00Z", dateStyle("de"))).toBe("9. März 2026");
  });
});
