import { describe, expect, it } from "vitest";
import { planText } from "./plan-text.ts";

describe("planText", () => {
  it("says the plan or trial state in words", () => {
    expect(planText({ state: "trial", trialDaysLeft: 14 })).toBe("Trial: 14 days left");
    expect(planText({ state: "trial", trialDaysLeft: 1 })).toBe("Trial: 1 day left");
    expect(planText({ state: "expired", trialDaysLeft: 0 })).toBe("Trial ended");
    expect(planText({ state: "suspended", trialDaysLeft: null })).toBe("Suspended");
    expect(planText({ state: "active", trialDaysLeft: null })).toBe("Active plan");
  });
});
