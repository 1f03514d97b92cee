import { RefreshCw } from "lucide-react";
import { REALTIME_ERRORS } from "#shared/realtime-protocol.ts";
import { Button } from "#web/components/ui/button.tsx";
import { type RealtimeStatus, useRealtimeState } from "#web/features/realtime/realtime-store.ts";
import { reconnectRealtime } from "#web/features/realtime/use-realtime.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** Each state's word (message ids of "common"). */
const LABELS: Record<RealtimeStatus, string> = {
  connected: "common.realtime.status.connected",
  connecting: "common.realtime.status.connecting",
  disconnected: "common.realtime.status.disconnected",
  error: "common.realtime.status.error",
};

/** The spec's error texts (REALTIME_ERRORS, which the connection keeps in its state) as message ids. */
const ERRORS: Record<string, string> = {
  [REALTIME_ERRORS.invalidMessage]: "common.realtime.error.invalidMessage",
  [REALTIME_ERRORS.connectionError]: "common.realtime.error.connectionError",
  [REALTIME_ERRORS.connectFailed]: "common.realtime.error.connectFailed",
  [REALTIME_ERRORS.maxAttempts]: "common.realtime.error.maxAttempts",
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
  const { _ } = useCatalogue("common");
  const { status, error: failure, gaveUp } = useRealtimeState();
  const label = _(LABELS[status]);
  const errorId = failure === null ? undefined : ERRORS[failure];
  const error = failure === null ? null : errorId ? _(errorId) : failure;
  return (
    <div className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400" data-testid="realtime-status">
      <span
        role="status"
        aria-live="polite"
        className="flex items-center gap-1.5"
        title={error ?? _("common.realtime.live", { status: label })}
      >
        <span className="sr-only">
          {error
            ? _("common.realtime.liveWithError", { status: label, error })
            : _("common.realtime.live", { status: label })}
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
                <span className="hidden sm:inline">{_(LABELS[each])}</span>
              </span>
            ))}
          </span>
        )}
      </span>
      {gaveUp ? (
        <Button variant="secondary" size="sm" onClick={reconnectRealtime}>
          <RefreshCw aria-hidden="true" />
          {_("common.realtime.reconnect")}
        </Button>
      ) : null}
    </div>
  );
}
