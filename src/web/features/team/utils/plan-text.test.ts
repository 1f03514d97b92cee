import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import teamGerman from "#locales/de/team.json" with { type: "json" };
import team from "#locales/en/team.json" with { type: "json" };
import { planText } from "./plan-text.ts";

/** As a reader of `locale` gets them, from the team catalogue. */
function translator(locale: string, messages: Record<string, string>) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n._.bind(i18n);
}

describe("planText", () => {
  it("says the plan or trial state in words", () => {
    const _ = translator("en", team);
    expect(planText({ state: "trial", trialDaysLeft: 14 }, _)).toBe("Trial: 14 days left");
    expect(planText({ state: "trial", trialDaysLeft: 1 }, _)).toBe("Trial: 1 day left");
    expect(planText({ state: "expired", trialDaysLeft: 0 }, _)).toBe("Trial ended");
    expect(planText({ state: "suspended", trialDaysLeft: null }, _)).toBe("Suspended");
    expect(planText({ state: "active", trialDaysLeft: null }, _)).toBe("Active plan");
  });

  it("says it in the reader's language, with its plural", () => {
    const _ = translator("de", teamGerman);
    expect(planText({ state: "trial", trialDaysLeft: 1 }, _)).toBe("Testphase: noch 1 Tag");
    expect(planText({ state: "trial", trialDaysLeft: 14 }, _)).toBe("Testphase: noch 14 Tage");
  });
});
