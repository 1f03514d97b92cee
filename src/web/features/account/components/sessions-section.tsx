import type { I18n } from "@lingui/core";
import { LogOut, Monitor } from "lucide-react";
import type { AccountSession } from "#shared/schemas/account.ts";
import { formatInZone } from "#shared/time.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useViewerTimeZone } from "#web/lib/use-viewer-time-zone.ts";
import { useSessions } from "../api/get-sessions.ts";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions.ts";

/**
 * A short name for a browser from its user agent ("Firefox on Windows"), or "Unknown device", in the
 * words of `_` (a component's, with the "account" catalogue). Browser and system names stay as they are.
 */
export function deviceName(userAgent: string | null, _: I18n["_"]): string {
  if (!userAgent) return _("account.sessions.unknownDevice");
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([token]) => userAgent.includes(token))?.[1] ?? _("account.sessions.aBrowser");
  const os =
    [
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Android", "Android"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([token]) => userAgent.includes(token))?.[1] ?? null;
  return os ? _("account.sessions.browserOn", { browser, os }) : browser;
}

function SessionRow({ session }: { session: AccountSession }) {
  const { _ } = useCatalogue("account");
  const dateStyle = useDateStyle();
  const zone = useViewerTimeZone();
  const when = (iso: string) => formatInZone(iso, zone, "MMM d, yyyy HH:mm", dateStyle);
  return (
    <li className="flex items-start gap-3 py-3">
      <Monitor className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {deviceName(session.userAgent, _)}
          {session.current ? <Badge tone="success">{_("account.sessions.thisDevice")}</Badge> : null}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {session.ipAddress ? `${session.ipAddress} · ` : ""}
          {_("account.sessions.times", { signedIn: when(session.createdAt), lastActive: when(session.lastActiveAt) })}
        </p>
      </div>
    </li>
  );
}

/** The person's signed-in sessions and "Sign out other sessions". */
export function SessionsSection() {
  const { _ } = useCatalogue("account");
  const query = useSessions();
  const revoke = useRevokeOtherSessions({
    mutationConfig: {
      onSuccess: ({ signedOut }) =>
        toast({
          title: _("account.sessions.signedOut"),
          description: _("account.sessions.signedOutCount", { count: signedOut }),
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: _("account.sessions.notSignedOut"),
          description: errorMessage(error),
          variant: "destructive",
        }),
    },
  });

  return (
    <section aria-labelledby="sessions-title" className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="sessions-title" className="text-base font-semibold">
          {_("account.sessions.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("account.sessions.description")}</p>
      </div>
      <QueryState query={query}>
        {(sessions) => (
          <div className="grid gap-3">
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("account.sessions.title")}>
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
                {revoke.isPending ? _("account.sessions.signingOut") : _("account.sessions.signOutOthers")}
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
