/**
 * The route loaders start the shell's reads as soon as the session read answers (not once
 * the shell has rendered), never for a visitor who is signed out, and a failed session
 * read starts nothing and throws nothing (the protected layout shows the failure).
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentUserQueryOptions } from "#web/lib/api/user/get-current-user.ts";
import { prefetchShellData } from "./route-data.ts";

const member = { id: "u1", teamId: "t1", role: "member", isSuperAdmin: false };

/** Answers GET /api/user/session with `session` (a user or null), every other GET with `{}`; records the paths. */
function serve(session: unknown | Error) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = new URL(url, "http://app.test").pathname;
      asked.push(path);
      if (path === "/api/user/session") {
        if (session instanceof Error) throw session;
        return new Response(JSON.stringify({ user: session }), { status: 200 });
      }
      return new Response("{}", { status: 200 });
    }),
  );
  return asked;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

describe("prefetchShellData", () => {
  it("returns at once, then reads preferences, the team's theme and unread count once the session answers", async () => {
    const asked = serve(member);
    expect(prefetchShellData(client())).toBeNull();
    expect(asked).toEqual(["/api/user/session"]);
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.slice(1).sort()).toEqual([
      "/api/notifications/unread-count",
      "/api/team/theme",
      "/api/user/preferences",
    ]);
  });

  it("reads only preferences for someone without a team, and nothing for a visitor", async () => {
    const noTeam = serve({ ...member, teamId: null });
    prefetchShellData(client());
    await vi.waitFor(() => expect(noTeam).toEqual(["/api/user/session", "/api/user/preferences"]));

    const visitor = serve(null);
    prefetchShellData(client());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor).toEqual(["/api/user/session"]);
  });

  it("starts nothing and throws nothing when the session read fails", async () => {
    const asked = serve(new TypeError("Failed to fetch"));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      prefetchShellData(client());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked).toEqual(["/api/user/session"]);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("uses a session read already on its way instead of sending another", async () => {
    const asked = serve(member);
    const qc = client();
    void qc.prefetchQuery(currentUserQueryOptions()); // as main.tsx does at boot
    prefetchShellData(qc);
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.filter((p) => p === "/api/user/session")).toHaveLength(1);
  });
});
