/** How analytics figures read, in the reader's `locale`: rates as percentages, hours with at most one decimal. */
import type { DateStyle } from "#shared/time.ts";

/** An ISO weekday (1 Monday … 7 Sunday) as `style` names it ("Monday"). */
export function weekdayName(day: number, style: DateStyle): string {
  return style.weekdays[day % 7] ?? "";
}

/** An ISO weekday (1 Monday … 7 Sunday) as `style` abbreviates it ("Mon"). */
export function weekdayShort(day: number, style: DateStyle): string {
  return style.weekdaysShort[day % 7] ?? "";
}

/** A ratio 0..1 as `locale` writes a percentage ("12.8%", "12,8 %"); "—" when there is nothing to measure. */
export function percent(value: number | null, locale: string): string {
  if (value === null) return "—";
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value);
}

/** A count as `locale` writes it ("40,000", "40.000"). */
export function count(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Hours as "5 h", "5.5 h" or "286,672 h" (`locale`'s separators). */
export function hours(value: number | null, locale: string): string {
  if (value === null) return "—";
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} h`;
}

/** A local hour 0-23 as "14:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}
