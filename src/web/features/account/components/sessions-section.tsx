import { LogOut, Monitor } from "lucide-react";
import type { AccountSession } from "#shared/schemas/account.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useSessions } from "../api/get-sessions.ts";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions.ts";

/** A short name for a browser from its user agent ("Firefox on Windows"), or "Unknown device". */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([token]) => userAgent.includes(token))?.[1] ?? "A browser";
  const os =
    [
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Android", "Android"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([token]) => userAgent.includes(token))?.[1] ?? null;
  return os ? `${browser} on ${os}` : browser;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function SessionRow({ session }: { session: AccountSession }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <Monitor className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {deviceName(session.userAgent)}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {session.ipAddress ? `${session.ipAddress} · ` : ""}Signed in {when(session.createdAt)} · Last active{" "}
          {when(session.lastActiveAt)}
        </p>
      </div>
    </li>
  );
}

/** The person's signed-in sessions and "Sign out other sessions". */
export function SessionsSection() {
  const query = useSessions();
  const revoke = useRevokeOtherSessions({
    mutationConfig: {
      onSuccess: ({ signedOut }) =>
        toast({
          title: "Other sessions signed out",
          description:
            signedOut === 1 ? "1 other session was signed out." : `${signedOut} other sessions were signed out.`,
          variant: "success",
        }),
      onError: (error) =>
        toast({ title: "Could not sign out other sessions", description: errorMessage(error), variant: "destructive" }),
    },
  });

  return (
    <section aria-labelledby="sessions-title" className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="sessions-title" className="text-base font-semibold">
          Signed-in sessions
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Browsers and devices where you are signed in. Sign out the others if you see one you do not know.
        </p>
      </div>
      <QueryState query={query}>
        {(sessions) => (
          <div className="grid gap-3">
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Signed-in sessions">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            <div>
              <Button
                variant="secondary"
                onClick={() => revoke.mutate()}
                disabled={revoke.isPending || sessions.every((s) => s.current)}
              >
                <LogOut aria-hidden="true" />
                {revoke.isPending ? "Signing out..." : "Sign out other sessions"}
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
