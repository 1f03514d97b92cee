import { CheckCircle2, CircleAlert, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { formatInZone, formatTimeInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useCheckInAtOffice } from "../api/check-in-at-office.ts";

/**
 * /check-in/{officeCode}, the page an office's QR code opens: checks the signed-in person into
 * their booking at that office at once (once per visit) and says what happened.
 */
export function QrCheckInPage() {
  const { officeCode = "" } = useParams();
  const { timeZone } = teamPolicyOf(useCurrentUser());
  const checkIn = useCheckInAtOffice();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    checkIn.mutate({ officeCode });
  }, [checkIn, officeCode]);

  const booking = checkIn.data;
  return (
    <div className="mx-auto grid max-w-md gap-4 py-8">
      <Card className="grid gap-4 p-6 text-center" aria-live="polite">
        {booking ? (
          <>
            <CheckCircle2 className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
            <h1 className="text-xl font-semibold">Checked in</h1>
            <p>
              You are checked in at <strong>{booking.officeName}</strong> for{" "}
              {formatInZone(booking.startISO, timeZone, "EEEE, MMMM d")}, {formatTimeInZone(booking.startISO, timeZone)}
              –{formatTimeInZone(booking.endISO, timeZone)}.
            </p>
          </>
        ) : checkIn.isError ? (
          <>
            <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden="true" />
            <h1 className="text-xl font-semibold">Could not check in</h1>
            <p role="alert">{errorMessage(checkIn.error)}</p>
          </>
        ) : (
          <>
            <Loader2 className="mx-auto size-10 animate-spin text-zinc-500" aria-hidden="true" />
            <h1 className="text-xl font-semibold">Checking you in...</h1>
          </>
        )}
        <div className="flex justify-center gap-2">
          <Button asChild variant="secondary">
            <Link to="/bookings/history">My Bookings</Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard">Home</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
