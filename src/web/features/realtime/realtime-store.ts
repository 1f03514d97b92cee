/**
 * The real-time connection's state for the UI (spec section 4: disconnected, connecting, connected,
 * error), read with `useRealtimeState`. The connection (realtime-connection.ts) writes it.
 */
import { useSyncExternalStore } from "react";

export type RealtimeStatus = "disconnected" | "connecting" | "connected" | "error";

export interface RealtimeState {
  status: RealtimeStatus;
  /** The spec's error text of the last failure, or null. */
  error: string | null;
  /** Reconnect attempts made since the last successful connection. */
  attempt: number;
  /** True once the attempts ran out: only the Reconnect action connects again. */
  gaveUp: boolean;
}

export const INITIAL_REALTIME_STATE: RealtimeState = { status: "disconnected", error: null, attempt: 0, gaveUp: false };

export interface RealtimeStore {
  get(): RealtimeState;
  set(patch: Partial<RealtimeState>): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding one RealtimeState. */
export function createRealtimeStore(): RealtimeStore {
  let state = INITIAL_REALTIME_STATE;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one real-time state. */
export const realtimeStore = createRealtimeStore();

/** The current connection state (re-renders on change). */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(realtimeStore.subscribe, realtimeStore.get, realtimeStore.get);
}
