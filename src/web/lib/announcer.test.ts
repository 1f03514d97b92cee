import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import shell from "#locales/en/shell.json" with { type: "json" };
import { ANNOUNCEMENTS, announce, getAnnouncement, isAnnouncementId } from "./announcer.ts";
import { queryClient } from "./query-client.ts";

/** What the live region says to an English reader (LiveRegion translates the default announcements). */
const heard = () => {
  const message = getAnnouncement();
  return isAnnouncementId(message) ? (shell as Record<string, string>)[message] : message;
};

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
    expect(heard()).toBe("Navigated to Week View");
    vi.advanceTimersByTime(600);
    announce(ANNOUNCEMENTS.loading);
    vi.advanceTimersByTime(600);
    expect(heard()).toBe("Loading...");
    vi.advanceTimersByTime(400);
    expect(heard()).toBe("");
  });

  it("every finished change says 'Action completed successfully' or 'An error occurred'", async () => {
    const run = (mutationFn: () => Promise<unknown>) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn, retry: false })
        .execute(undefined)
        .catch(() => undefined);
    await run(() => Promise.resolve("ok"));
    expect(heard()).toBe("Action completed successfully");
    await run(() => Promise.reject(new Error("boom")));
    expect(heard()).toBe("An error occurred");
    vi.advanceTimersByTime(1000);
    expect(heard()).toBe("");
  });
});
