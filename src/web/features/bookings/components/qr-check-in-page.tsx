import { Trans } from "@lingui/react";
import { CheckCircle2, CircleAlert, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { formatInZone, formatTimeInZone } from "#shared/time.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useCheckInAtOffice } from "../api/check-in-at-office.ts";

/**
 * /check-in/{officeCode}, the page an office's QR code opens: checks the signed-in person into
 * their booking at that office at once (once per visit) and says what happened.
 */
export function QrCheckInPage() {
  const { _ } = useCatalogue("bookings");
  const dateStyle = useDateStyle();
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
            <h1 className="text-xl font-semibold">{_("bookings.checkIn.done")}</h1>
            <p>
              <Trans
                id="bookings.qr.checkedInAt"
                values={{
                  office: booking.officeName,
                  date: formatInZone(booking.startISO, timeZone, "EEEE, MMMM d", dateStyle),
                  start: formatTimeInZone(booking.startISO, timeZone),
                  end: formatTimeInZone(booking.endISO, timeZone),
                }}
                components={{ 0: <strong /> }}
              />
            </p>
          </>
        ) : checkIn.isError ? (
          <>
            <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden="true" />
            <h1 className="text-xl font-semibold">{_("bookings.checkIn.failed")}</h1>
            <p role="alert">{errorMessage(checkIn.error)}</p>
          </>
        ) : (
          <>
            <Loader2 className="mx-auto size-10 animate-spin text-zinc-500" aria-hidden="true" />
            <h1 className="text-xl font-semibold">{_("bookings.qr.checking")}</h1>
          </>
        )}
        <div className="flex justify-center gap-2">
          <Button asChild variant="secondary">
            <Link to="/bookings/history">{_("bookings.qr.myBookings")}</Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard">{_("bookings.qr.home")}</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
