import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success" | "warning" | "info";

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

/** Spec section 9: one toast visible, 2000 ms duration. */
export const TOAST_DURATION = 2000;

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** Shows a toast; a new toast replaces the one on screen. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant; duration?: number }): void {
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION,
  };
  emit();
}

/** Removes the toast with this id (if it is still the one shown). */
export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

/** Removes whatever toast is shown, so the next screen (or test) starts without one. */
export function dismissAllToasts(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen, or null. */
export function useToastState(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
