import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCEMENTS, announce, getAnnouncement } from "./announcer.ts";
import { queryClient } from "./query-client.ts";

describe("screen-reader announcements (spec section 4)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("vanish after 1 s, and a newer one gets its own full second", () => {
    announce("Navigated to Week View");
    expect(getAnnouncement()).toBe("Navigated to Week View");
    vi.advanceTimersByTime(600);
    announce(ANNOUNCEMENTS.loading);
    vi.advanceTimersByTime(600);
    expect(getAnnouncement()).toBe("Loading...");
    vi.advanceTimersByTime(400);
    expect(getAnnouncement()).toBe("");
  });

  it("every finished change says 'Action completed successfully' or 'An error occurred'", async () => {
    const run = (mutationFn: () => Promise<unknown>) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn, retry: false })
        .execute(undefined)
        .catch(() => undefined);
    await run(() => Promise.resolve("ok"));
    expect(getAnnouncement()).toBe("Action completed successfully");
    await run(() => Promise.reject(new Error("boom")));
    expect(getAnnouncement()).toBe("An error occurred");
    vi.advanceTimersByTime(1000);
    expect(getAnnouncement()).toBe("");
  });
});
