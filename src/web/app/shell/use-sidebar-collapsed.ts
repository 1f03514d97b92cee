import { useSyncExternalStore } from "react";
import { RENDER_HINT_COOKIES } from "#shared/render-hints.ts";
import { useRenderHints, writeHintCookie } from "#web/lib/render-hints.tsx";
import { readLocal, STORAGE_KEYS, writeLocal } from "#web/lib/storage-keys.ts";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isCollapsed = () => readLocal(STORAGE_KEYS.sidebarCollapsed) === "true";

/**
 * The person's sidebar choice (spec section 3: localStorage `sidebar-collapsed`) and its setter.
 * A server render, and the browser's first render over it, use the hint cookie the setter keeps
 * (render-hints.ts), so the page the server sends has the sidebar the person chose.
 */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const hints = useRenderHints();
  const collapsed = useSyncExternalStore(subscribe, isCollapsed, () => hints?.sidebarCollapsed ?? false);
  const set = (next: boolean) => {
    writeLocal(STORAGE_KEYS.sidebarCollapsed, String(next));
    writeHintCookie(RENDER_HINT_COOKIES.sidebarCollapsed, next ? "1" : "0");
    for (const listener of listeners) listener();
  };
  return [collapsed, set];
}
