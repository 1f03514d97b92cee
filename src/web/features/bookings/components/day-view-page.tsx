import { ChevronLeft, ChevronRight, Globe, Zap } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import {
  DEFAULT_BUSINESS_END_MINUTE,
  DEFAULT_BUSINESS_START_MINUTE,
  DEFAULT_TIME_ZONE,
  QUICK_BOOKING_MINUTES,
} from "../../../../shared/constants.ts";
import { can } from "../../../../shared/roles.ts";
import type { Booking } from "../../../../shared/schemas/booking.ts";
import type { Office } from "../../../../shared/schemas/office.ts";
import { NoOfficesState } from "../../../components/no-offices-state.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { useOffices } from "../../../lib/api/get-offices.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { setQuickBooking, useQuickBooking } from "../../../lib/quick-booking.ts";
import { formatLongDate, isDateString, minuteOfDay, shiftDate, todayInZone, zonedInstant } from "../../../lib/time.ts";
import { toast } from "../../../lib/toast-store.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { useCreateBooking } from "../api/create-booking.ts";
import { useBookings } from "../api/get-bookings.ts";
import { BookSlotDialog, type SlotRequest } from "./book-slot-dialog.tsx";
import { BookingDetailsDialog } from "./booking-details-dialog.tsx";
import { DayGrid } from "./day-grid.tsx";

/** Toggles quick-booking mode and announces it. */
function toggleQuickBooking(current: boolean) {
  setQuickBooking(!current);
  toast({ title: current ? "Quick booking disabled" : "Quick booking enabled", variant: "info" });
}

/** /day?date=yyyy-MM-dd: offices × business hours in the team's time zone. */
export function DayViewPage() {
  const user = useCurrentUser();
  const team = user.team;
  const timeZone = team?.timeZone ?? DEFAULT_TIME_ZONE;
  const businessStart = team?.businessStartMinute ?? DEFAULT_BUSINESS_START_MINUTE;
  const businessEnd = team?.businessEndMinute ?? DEFAULT_BUSINESS_END_MINUTE;
  const [params, setParams] = useSearchParams();
  const today = todayInZone(timeZone);
  const dateParam = params.get("date");
  const date = isDateString(dateParam) ? dateParam : today;
  const quick = useQuickBooking();
  const offices = useOffices(!!user.teamId);
  const bookings = useBookings(date, !!user.teamId);
  const createBooking = useCreateBooking();
  const cancelBooking = useCancelBooking();
  const [slot, setSlot] = useState<SlotRequest | null>(null);
  const [selected, setSelected] = useState<{ booking: Booking; office: Office } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60 * 1000);
    return () => clearInterval(t);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "b") {
        e.preventDefault();
        toggleQuickBooking(quick);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [quick]);

  const activeOffices = useMemo(
    () => (offices.data ?? []).filter((o) => o.isActive).sort((a, b) => a.name.localeCompare(b.name)),
    [offices.data],
  );

  const bookingsByOffice = useMemo(() => {
    const map = new Map<string, { booking: Booking; startMinute: number; endMinute: number }[]>();
    for (const b of bookings.data ?? []) {
      if (b.status !== "confirmed") continue;
      const startMinute = Math.max(0, minuteOfDay(b.startISO, date, timeZone));
      const endMinute = Math.min(24 * 60, minuteOfDay(b.endISO, date, timeZone));
      if (endMinute <= startMinute) continue;
      const list = map.get(b.officeId) ?? [];
      list.push({ booking: b, startMinute, endMinute });
      map.set(b.officeId, list);
    }
    return map;
  }, [bookings.data, date, timeZone]);

  const nowMinute = date === today ? minuteOfDay(new Date(now).toISOString(), date, timeZone) : null;

  const goTo = (d: string) => setParams({ date: d });

  const book = (office: Office, startMinute: number, minutes: number, purpose: string) => {
    const start = zonedInstant(date, startMinute, timeZone);
    const end = zonedInstant(date, startMinute + minutes, timeZone);
    const startISO = start.toISOString();
    const endISO = end.toISOString();
    const optimistic: Booking = {
      id: `optimistic-${Date.now()}`,
      userId: user.id,
      userName: user.name || user.email,
      officeId: office.id,
      teamId: user.teamId ?? "",
      startTime: startISO,
      startISO,
      endISO,
      purpose: purpose || "Quick Booking",
      isRecurring: false,
      status: "confirmed",
      equipment: [],
      isWholeOffice: !office.isShared,
      seats: 1,
      office: { id: office.id, name: office.name },
      officeName: office.name,
      createdAt: new Date().toISOString(),
    };
    createBooking.mutate(
      {
        date,
        optimistic,
        body: {
          officeId: office.id,
          startISO,
          endISO,
          purpose: purpose || "Quick Booking",
          isRecurring: false,
        },
      },
      {
        onSuccess: () => {
          setSlot(null);
          toast({ title: "Quick booking successful!", description: "Your slot has been reserved", variant: "success" });
        },
        onError: (error) => {
          toast({ title: "Quick booking failed", description: errorMessage(error), variant: "destructive" });
        },
      },
    );
  };

  const onFreeCell = (office: Office, hourMinute: number) => {
    if (!quick) {
      setSlot({ office, startMinute: hourMinute });
      return;
    }
    if (!user.id || !user.teamId) {
      toast({
        title: "Authentication required",
        description: "Please log in to make bookings",
        variant: "destructive",
      });
      return;
    }
    const hour = Math.floor(hourMinute / 60);
    if (hour < 7 || hour >= 20) {
      toast({
        title: "Outside business hours",
        description: "Quick bookings are only available between 7 AM and 8 PM",
        variant: "destructive",
      });
      return;
    }
    if (zonedInstant(date, hourMinute, timeZone).getTime() < Date.now()) {
      toast({
        title: "Invalid booking time",
        description: "Cannot book time slots in the past",
        variant: "destructive",
      });
      return;
    }
    book(office, hourMinute, QUICK_BOOKING_MINUTES, "");
  };

  const canCancel = (b: Booking) => b.userId === user.id || can(user.role, "booking:others");

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title="Day View"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{formatLongDate(date)}</span>
            <span className="inline-flex items-center gap-1" data-testid="team-time-zone">
              <Globe className="size-3.5" aria-hidden="true" />
              Times in {timeZone}
            </span>
          </span>
        }
        actions={
          <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-1.5 dark:border-zinc-800 dark:bg-zinc-900">
            <Zap className="size-4 text-indigo-600" aria-hidden="true" />
            <Label htmlFor="quick-booking-toggle" className="cursor-pointer">
              Quick booking
            </Label>
            <Switch
              id="quick-booking-toggle"
              checked={quick}
              onCheckedChange={() => toggleQuickBooking(quick)}
              aria-keyshortcuts="Control+B Meta+B"
            />
          </div>
        }
      />
      <nav aria-label="Date navigation" className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="icon" onClick={() => goTo(shiftDate(date, -1))} aria-label="Previous day">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="secondary" onClick={() => goTo(today)} disabled={date === today}>
          Today
        </Button>
        <Button variant="secondary" size="icon" onClick={() => goTo(shiftDate(date, 1))} aria-label="Next day">
          <ChevronRight aria-hidden="true" />
        </Button>
        <label className="sr-only" htmlFor="day-view-date">
          Date
        </label>
        <input
          id="day-view-date"
          type="date"
          value={date}
          onChange={(e) => {
            if (isDateString(e.target.value)) goTo(e.target.value);
          }}
          className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <p className="ml-auto text-xs text-zinc-600 dark:text-zinc-400">
          {quick
            ? "Quick booking is on: click a free hour to book it for one hour."
            : "Click a free hour to choose a time. Press Ctrl+B for quick booking."}
        </p>
      </nav>
      {offices.isPending || bookings.isPending ? (
        <div className="h-64 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800" aria-hidden="true" />
      ) : offices.isError || bookings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(offices.error ?? bookings.error, "Failed to fetch bookings")}
        </p>
      ) : activeOffices.length === 0 ? (
        <NoOfficesState role={user.role} title="No offices to book" description="There are no active offices yet." />
      ) : (
        <DayGrid
          offices={activeOffices}
          bookingsByOffice={bookingsByOffice}
          startMinute={businessStart}
          endMinute={businessEnd}
          currentUserId={user.id}
          nowMinute={nowMinute}
          onFreeCell={onFreeCell}
          onBookingClick={(booking, office) => setSelected({ booking, office })}
        />
      )}
      <BookSlotDialog
        request={slot}
        businessStart={businessStart}
        businessEnd={businessEnd}
        dateLabel={formatLongDate(date)}
        timeZone={timeZone}
        pending={createBooking.isPending}
        onOpenChange={(open) => {
          if (!open) setSlot(null);
        }}
        onConfirm={({ office, startMinute, minutes, purpose }) => book(office, startMinute, minutes, purpose)}
      />
      <BookingDetailsDialog
        selection={selected}
        timeZone={timeZone}
        canCancel={selected ? canCancel(selected.booking) : false}
        pending={cancelBooking.isPending}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
        onCancelBooking={(b) =>
          cancelBooking.mutate(
            { id: b.id, date },
            {
              onSuccess: () => {
                setSelected(null);
                toast({
                  title: "Booking cancelled",
                  description: "Your booking has been cancelled.",
                  variant: "success",
                });
              },
              onError: (error) =>
                toast({ title: "Could not cancel booking", description: errorMessage(error), variant: "destructive" }),
            },
          )
        }
      />
    </div>
  );
}
