import type { BookingPolicy } from "#shared/booking-policy.ts";
import type { BookingCheckBody } from "#shared/schemas/booking.ts";
import { useCheckBooking } from "#web/features/bookings/api/check-booking.ts";
import { draftInstants } from "#web/features/bookings/utils/booking-edit.ts";
import { slotViolations, violationText } from "#web/features/bookings/utils/slot-violation.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useNow } from "#web/lib/use-now.ts";

/** How long the inputs must rest before the server is asked about them. */
const CHECK_DEBOUNCE_MS = 300;

/** One rule a slot breaks, from the browser's check or the server's. */
export interface SlotCheckViolation {
  rule: string;
  /** The shared rule's (or the server's) own words, which a refusal on submit repeats. */
  message: string;
  /** What the reader is shown: `message` in their language where the rule's words are known. */
  text: string;
}

/**
 * Every rule the slot of the book dialog (or the edit form) breaks: the team's rules at once in the browser, then,
 * once the inputs rest for 300 ms, the server's check of exactly these inputs
 * (POST /api/bookings/check). No office (the dialog closed) means no rules broken.
 */
export function useSlotCheck({
  office,
  date,
  startMinute,
  minutes,
  policy,
  bookForId,
  excludeBookingId,
}: {
  /** The office chosen (its id is checked; its name words OFFICE_INACTIVE), or null while nothing is chosen. */
  office: { id: string; name?: string } | null;
  date: string;
  startMinute: number;
  minutes: number;
  policy: BookingPolicy;
  /** The member booked for, or null for oneself. */
  bookForId: string | null;
  /** The booking an edit moves: it never conflicts with its own new slot. */
  excludeBookingId?: string;
}): SlotCheckViolation[] {
  const { _ } = useCatalogue("bookings");
  const now = useNow();
  // The shared rules at once, so a slot the server would refuse is explained before any answer.
  const slot = { date, startMinute, minutes };
  const context = { slot, policy, officeName: office?.name };
  const shown = (v: { rule: string; message: string }): SlotCheckViolation => ({
    ...v,
    text: violationText({ code: v.rule, message: v.message }, context, _),
  });
  const clientViolations = office
    ? slotViolations(slot, policy, new Date(now), _).map((v) => shown({ rule: v.code, message: v.message }))
    : [];
  // Then the server's check of exactly these inputs, once they rest.
  const checkKey = office
    ? JSON.stringify({
        officeId: office.id,
        ...draftInstants({ ...slot, officeId: office.id, purpose: "" }, policy.timeZone),
        ...(bookForId ? { userId: bookForId } : {}),
        ...(excludeBookingId ? { excludeBookingId } : {}),
      } satisfies BookingCheckBody)
    : null;
  const settledKey = useDebouncedValue(checkKey, CHECK_DEBOUNCE_MS);
  const check = useCheckBooking({
    body: settledKey && settledKey === checkKey ? (JSON.parse(settledKey) as BookingCheckBody) : null,
  });
  const checked = settledKey !== null && settledKey === checkKey && check.data !== undefined;
  return checked && check.data ? check.data.violations.map(shown) : clientViolations;
}
