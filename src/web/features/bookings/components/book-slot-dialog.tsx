import { useEffect, useState } from "react";
import { MIN_BOOKING_MINUTES, QUICK_BOOKING_MINUTES, SLOT_MINUTES } from "../../../../shared/constants.ts";
import type { Office } from "../../../../shared/schemas/office.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Input, NativeSelect } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { formatMinute } from "../../../lib/time.ts";

export interface SlotRequest {
  office: Office;
  startMinute: number;
}

function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Choose start (15-minute grid), length and purpose, then book. */
export function BookSlotDialog({
  request,
  businessStart,
  businessEnd,
  dateLabel,
  timeZone,
  pending,
  onOpenChange,
  onConfirm,
}: {
  request: SlotRequest | null;
  businessStart: number;
  businessEnd: number;
  dateLabel: string;
  timeZone: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (input: { office: Office; startMinute: number; minutes: number; purpose: string }) => void;
}) {
  const [start, setStart] = useState(0);
  const [minutes, setMinutes] = useState(QUICK_BOOKING_MINUTES);
  const [purpose, setPurpose] = useState("");

  useEffect(() => {
    if (request) {
      const s = Math.max(request.startMinute, businessStart);
      setStart(s);
      setMinutes(Math.min(QUICK_BOOKING_MINUTES, Math.max(MIN_BOOKING_MINUTES, businessEnd - s)));
      setPurpose("");
    }
  }, [request, businessStart, businessEnd]);

  const startOptions: number[] = [];
  for (let m = businessStart; m + MIN_BOOKING_MINUTES <= businessEnd; m += SLOT_MINUTES) startOptions.push(m);
  const durationOptions: number[] = [];
  for (let d = MIN_BOOKING_MINUTES; start + d <= businessEnd; d += SLOT_MINUTES) durationOptions.push(d);
  const effectiveMinutes = durationOptions.includes(minutes)
    ? minutes
    : (durationOptions.at(-1) ?? MIN_BOOKING_MINUTES);

  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent
          title={`Book ${request.office.name}`}
          description={`${dateLabel} · times in ${timeZone}`}
          className="max-w-md"
        >
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm({
                office: request.office,
                startMinute: start,
                minutes: effectiveMinutes,
                purpose: purpose.trim(),
              });
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor="booking-start">Start time</Label>
                <NativeSelect id="booking-start" value={start} onChange={(e) => setStart(Number(e.target.value))}>
                  {startOptions.map((m) => (
                    <option key={m} value={m}>
                      {formatMinute(m)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="booking-duration">Duration</Label>
                <NativeSelect
                  id="booking-duration"
                  value={effectiveMinutes}
                  onChange={(e) => setMinutes(Number(e.target.value))}
                >
                  {durationOptions.map((d) => (
                    <option key={d} value={d}>
                      {durationLabel(d)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {formatMinute(start)}–{formatMinute(start + effectiveMinutes)}
            </p>
            <div className="grid gap-2">
              <Label htmlFor="booking-purpose">Purpose (optional)</Label>
              <Input
                id="booking-purpose"
                value={purpose}
                maxLength={500}
                placeholder="Team sync, focus time..."
                onChange={(e) => setPurpose(e.target.value)}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Booking..." : "Book"}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
