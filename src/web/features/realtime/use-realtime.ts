import { useLingui } from "@lingui/react";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { controlMessageOf } from "#shared/realtime-protocol.ts";
import type { RealtimeChangeMessage } from "#shared/schemas/realtime.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { isModalOpen } from "#web/lib/modal-open.ts";
import { toast } from "#web/lib/toast-store.ts";
import { createRealtimeConnection, type RealtimeConnection } from "./realtime-connection.ts";
import { resourcesFor, toastFor } from "./realtime-rules.ts";
import { realtimeStore } from "./realtime-store.ts";

/** Changes arriving within this many ms refresh each resource once (a burst of bookings, one refetch). */
const BATCH_MS = 100;

let active: RealtimeConnection | null = null;

/** The Reconnect action (after 'Max reconnection attempts reached'). */
export function reconnectRealtime(): void {
  active?.reconnect();
}

/** ws:// or wss:// on this page's host (Vite proxies /ws in development). */
function socketUrl(since: number | null): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}/ws${since === null ? "" : `?since=${since}`}`;
}

/**
 * The shared message schema (and zod with it), loaded when the first change message needs it; a
 * load that failed is tried again by the next one.
 */
const messageSchema = loadOnce(() =>
  import("#shared/schemas/realtime.ts").then((module) => module.realtimeServerMessageSchema),
);

/** Collects resources to refresh and refreshes each once per batch. */
function createRefresher(qc: QueryClient) {
  const due = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (resources: string[]) => {
    for (const resource of resources) due.add(resource);
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      const batch = [...due];
      due.clear();
      for (const resource of batch) void qc.invalidateQueries({ queryKey: [resource] });
    }, BATCH_MS);
  };
}

/**
 * Keeps this tab connected to /ws while `userId` is signed in: each change refreshes the views of
 * what it touched, others' bookings and cancellations toast for 2 s, a missed stretch refetches
 * everything, and a server-side sign-out refreshes the user (the guard then goes to /auth).
 */
export function useRealtime(userId: string | null): void {
  const qc = useQueryClient();
  // The toasts' words in the language shown when a change arrives ("common", loaded by every page),
  // without reconnecting when the language changes.
  const { _ } = useLingui();
  const translate = useRef(_);
  useEffect(() => {
    translate.current = _;
  }, [_]);
  useEffect(() => {
    if (!userId) return;
    // In a task of its own, not in the one that runs the page's first effects after hydration:
    // opening the socket lengthened that task, on a phone most of all (Total Blocking Time).
    let connection: RealtimeConnection | null = null;
    const opening = setTimeout(() => {
      connection = connect();
    }, 0);
    return () => {
      clearTimeout(opening);
      connection?.stop();
      if (active === connection) active = null;
    };

    function connect() {
      const refresh = createRefresher(qc);
      const created = createRealtimeConnection({
        store: realtimeStore,
        open: (url) => new WebSocket(url),
        // The messages a connection starts with are read without zod; the schema (and zod with it)
        // loads when the first change arrives, not with the page.
        parse: (data) =>
          controlMessageOf(data) ??
          messageSchema.load().then(
            (schema) => {
              const parsed = schema.safeParse(data);
              return parsed.success ? parsed.data : null;
            },
            // The schema did not load (offline, a deploy replaced it): this change cannot be read,
            // so everything is read again rather than it missed silently.
            () => ({ type: "resync" as const }),
          ),
        url: socketUrl,
        onChange: (message: RealtimeChangeMessage) => {
          refresh(resourcesFor(message));
          const words = toastFor(message, userId, (id, values) => translate.current(id, values));
          // Not over a dialog: the views behind it refresh anyway, a booking dialog re-checks its
          // slot and says so inline, and the toast would take the Escape meant for the dialog.
          if (words && !isModalOpen()) toast({ ...words, variant: "info" });
        },
        onResync: () => void qc.invalidateQueries(),
        // The socket's session ended. The browser may hold a newer one of the same person (confirming
        // two-factor authentication renews it, docs/decisions/0029): then the socket opens again.
        onSignedOut: async () => {
          await qc.invalidateQueries({ queryKey: ["user"] });
          if (qc.getQueryData<{ id: string } | null>(userKeys.current())?.id === userId) created.reconnect();
        },
      });
      active = created;
      created.start();
      return created;
    }
  }, [userId, qc]);
}
