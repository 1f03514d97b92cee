import { describe, expect, it } from "vitest";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { planText } from "./plan-text.ts";

describe("planText", () => {
  it("says the plan or trial state in words", () => {
    const _ = readerIn("en", "team");
    expect(planText({ state: "trial", trialDaysLeft: 14 }, _)).toBe("Trial: 14 days left");
    expect(planText({ state: "trial", trialDaysLeft: 1 }, _)).toBe("Trial: 1 day left");
    expect(planText({ state: "expired", trialDaysLeft: 0 }, _)).toBe("Trial ended");
    expect(planText({ state: "suspended", trialDaysLeft: null }, _)).toBe("Suspended");
    expect(planText({ state: "active", trialDaysLeft: null }, _)).toBe("Active plan");
  });

  it("says it in the reader's language, with its plural", () => {
    const _ = readerIn("de", "team");
    expect(planText({ state: "trial", trialDaysLeft: 1 }, _)).toBe("Testphase: noch 1 Tag");
    expect(planText({ state: "trial", trialDaysLeft: 14 }, _)).toBe("Testphase: noch 14 Tage");
  });
});
