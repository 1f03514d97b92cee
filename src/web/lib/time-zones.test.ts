import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "#shared/constants.ts";
import { browserZoneName } from "./browser-zone.ts";
import { browserTimeZone } from "./time-zones.ts";

const scope = globalThis as { Temporal?: unknown };
const withTemporalZone = (zone: string) => {
  scope.Temporal = { Now: { timeZoneId: () => zone } };
};

describe("the browser's zone", () => {
  afterEach(() => {
    delete scope.Temporal;
  });

  it("is Temporal's where the browser has it, as Temporal names it", () => {
    withTemporalZone("Asia/Tokyo");
    expect(browserTimeZone()).toBe("Asia/Tokyo");
    expect(browserZoneName()).toBe("Asia/Tokyo");
  });

  it("is the product's default when Temporal names an offset, not a zone", () => {
    withTemporalZone("+05:30");
    expect(browserTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });

  it("is Intl's, checked and canonical, where the browser has no Temporal", () => {
    const intl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(browserZoneName()).toBe(intl);
    expect(browserTimeZone()).toBe(new Intl.DateTimeFormat("en-US", { timeZone: intl }).resolvedOptions().timeZone);
  });
});
