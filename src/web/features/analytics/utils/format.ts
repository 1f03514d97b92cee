/** How analytics figures read: rates as percentages, hours with at most one decimal. */
import type { DateStyle } from "#shared/time.ts";

/** An ISO weekday (1 Monday … 7 Sunday) as `style` names it ("Monday"). */
export function weekdayName(day: number, style: DateStyle): string {
  return style.weekdays[day % 7] ?? "";
}

/** An ISO weekday (1 Monday … 7 Sunday) as `style` abbreviates it ("Mon"). */
export function weekdayShort(day: number, style: DateStyle): string {
  return style.weekdaysShort[day % 7] ?? "";
}

/** A ratio 0..1 as "12.8%"; "—" when there is nothing to measure. */
export function percent(value: number | null): string {
  if (value === null) return "—";
  return `${(value * 100).toFixed(1).replace(/\.0$/, "")}%`;
}

/** Hours as "5 h" or "5.5 h". */
export function hours(value: number | null): string {
  if (value === null) return "—";
  return `${Number(value.toFixed(1))} h`;
}

/** A local hour 0-23 as "14:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}
