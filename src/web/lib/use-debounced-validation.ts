import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Validates a changed field `delay` ms after the last keystroke (spec section 5: 300 ms login, 500 ms registration). */
export function useDebouncedValidation<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, delay: number) {
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const sub = form.watch((_values, { name, type }) => {
      if (!name || type !== "change") return;
      const existing = timers.get(name);
      if (existing) clearTimeout(existing);
      timers.set(
        name,
        setTimeout(() => {
          void form.trigger(name as Path<T>);
        }, delay),
      );
    });
    return () => {
      sub.unsubscribe();
      for (const t of timers.values()) clearTimeout(t);
    };
  }, [form, delay]);
}
