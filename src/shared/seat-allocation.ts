/**
 * Chooses the seats a new booking holds (docs/product.md "Spaces and seats").
 * A whole office, or a shared office booked whole, takes every seat: [1, NULL). A seat booking of a
 * shared office takes the lowest seat no overlapping booking holds: [k, k+1).
 * Returns null when nothing is free; the exclusion constraint re-checks whatever this decides.
 */
export interface SeatHolder {
  seatFrom: number;
  seatTo: number | null;
}

export interface SeatChoice {
  seatFrom: number;
  seatTo: number | null;
}

export function chooseSeats(
  office: { capacity: number; isShared: boolean },
  overlapping: SeatHolder[],
  wantsWholeOffice: boolean,
): SeatChoice | null {
  if (!office.isShared || wantsWholeOffice) {
    return overlapping.length === 0 ? { seatFrom: 1, seatTo: null } : null;
  }
  const taken = new Set<number>();
  for (const holder of overlapping) {
    if (holder.seatTo === null) return null;
    for (let seat = holder.seatFrom; seat < holder.seatTo; seat++) taken.add(seat);
  }
  for (let seat = 1; seat <= office.capacity; seat++) {
    if (!taken.has(seat)) return { seatFrom: seat, seatTo: seat + 1 };
  }
  return null;
}

/** How many seats a booking holds in an office of `capacity` seats. */
export function seatCount(holder: SeatHolder, capacity: number): number {
  return holder.seatTo === null ? capacity : holder.seatTo - holder.seatFrom;
}
