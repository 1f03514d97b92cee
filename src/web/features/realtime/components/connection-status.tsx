import { RefreshCw } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { type RealtimeStatus, useRealtimeState } from "#web/features/realtime/realtime-store.ts";
import { reconnectRealtime } from "#web/features/realtime/use-realtime.ts";
import { cn } from "#web/lib/cn.ts";

const LABELS: Record<RealtimeStatus, string> = {
  connected: "Live",
  connecting: "Connecting…",
  disconnected: "Offline",
  error: "Connection error",
};

const STATUSES = Object.keys(LABELS) as RealtimeStatus[];

const DOTS: Record<RealtimeStatus, string> = {
  connected: "bg-emerald-500",
  connecting: "animate-pulse bg-amber-400",
  disconnected: "bg-zinc-400",
  error: "bg-red-500",
};

/**
 * The shell's live-updates indicator: a dot whose state is also said in words (visible from
 * 640 px, always to screen readers, announced politely), the spec's error text as its title, and
 * a Reconnect button once the attempts ran out ('Max reconnection attempts reached').
 */
export function ConnectionStatus() {
  const { status, error, gaveUp } = useRealtimeState();
  const label = LABELS[status];
  return (
    <div className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400" data-testid="realtime-status">
      <span
        role="status"
        aria-live="polite"
        className="flex items-center gap-1.5"
        title={error ?? `Live updates: ${label}`}
      >
        <span className="sr-only">
          Live updates: {label}
          {error ? `. ${error}` : ""}
        </span>
        {gaveUp && error ? (
          // Once the attempts ran out the spec's text is shown as it is, beside Reconnect.
          <>
            <span aria-hidden="true" className={cn("size-2.5 shrink-0 rounded-full", DOTS[status])} />
            <span aria-hidden="true" className="hidden sm:inline">
              {error}
            </span>
          </>
        ) : (
          // Every state sits in one grid cell, only the current one visible: the cell is as wide
          // as the widest, so nothing in the header moves when the connection's state changes.
          <span aria-hidden="true" className="grid">
            {STATUSES.map((each) => (
              <span
                key={each}
                className={cn(
                  "col-start-1 row-start-1 flex items-center gap-1.5 justify-self-end",
                  each !== status && "invisible",
                )}
              >
                <span className={cn("size-2.5 shrink-0 rounded-full", DOTS[each])} />
                <span className="hidden sm:inline">{LABELS[each]}</span>
              </span>
            ))}
          </span>
        )}
      </span>
      {gaveUp ? (
        <Button variant="secondary" size="sm" onClick={reconnectRealtime}>
          <RefreshCw aria-hidden="true" />
          Reconnect
        </Button>
      ) : null}
    </div>
  );
}
