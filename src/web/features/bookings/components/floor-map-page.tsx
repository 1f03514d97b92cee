import { keepPreviousData } from "@tanstack/react-query";
import { Map as MapIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { closedIntervals } from "#shared/closed-intervals.ts";
import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import { SPACE_STATES, type SpaceState } from "#shared/space-state.ts";
import { clockToMinute, formatLongDate, formatMinute, isDateString, minuteOfDay, todayInZone } from "#shared/time.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { TimeZoneNote } from "#web/components/time-zone-note.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useFloorAvailability } from "#web/features/bookings/api/get-floor-availability.ts";
import { useBookSlot } from "#web/features/bookings/hooks/use-book-slot.ts";
import { useBookingActions } from "#web/features/bookings/hooks/use-booking-actions.ts";
import { bookerName } from "#web/features/bookings/utils/booking-labels.ts";
import { holdersIn, type MinuteRange, suggestSlot } from "#web/features/bookings/utils/floor-map.ts";
import { useSites } from "#web/lib/api/sites/get-sites.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { usePlaceNames } from "#web/lib/place-names.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { useNow } from "#web/lib/use-now.ts";
import { useReturnFocus } from "#web/lib/use-return-focus.ts";
import type { SlotRequest } from "./book-slot-dialog.tsx";
import { CalendarDialogs } from "./calendar-dialogs.tsx";
import { ClosedNotice } from "./closed-notice.tsx";
import { DateNavigation } from "./date-navigation.tsx";
import { DeskReleaseDialog } from "./desk-release-dialog.tsx";
import { FloorMapControls } from "./floor-map-controls.tsx";
import { FloorPlanMap } from "./floor-plan-map.tsx";
import { FloorSpaceList } from "./floor-space-list.tsx";
import { SpaceStateLegend, STATE_LABELS } from "./space-state-glyph.tsx";

const CLOCK = /^([01]\d|2[0-3]):00$/;

/**
 * /map?floor=&date=&from=&to= (docs/product.md "The floor map"): one floor's plan with each space
 * marked by its state for the chosen local date (team zone) and window of hours, who holds a
 * taken space, and the same spaces as a list for keyboard and screen-reader users. Choosing a
 * space opens the booking dialog on its first free stretch of the window. A day that can no longer
 * be booked (past, beyond the horizon) still shows who sat where, and books nothing.
 */
export function FloorMapPage() {
  const { _, i18n } = useCatalogue("calendar");
  useCatalogue("bookings");
  const names = usePlaceNames();
  const dateStyle = useDateStyle();
  const user = useCurrentUser();
  const policy = teamPolicyOf(user);
  const { businessStartMinute, businessEndMinute } = policy;
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = todayInZone(policy.timeZone);
  const dateParam = params.get("date");
  const date = isDateString(dateParam) ? dateParam : today;
  const hasTeam = !!user.teamId;
  const sites = useSites({ queryConfig: { enabled: hasTeam } });
  const floors = useMemo(
    () => (sites.data ?? []).flatMap((site) => site.floors.map((floor) => ({ site, floor }))),
    [sites.data],
  );
  const floorParam = params.get("floor");
  // The floor a link named, else the first with a plan and offices, else the first with offices.
  const chosen =
    floors.find((f) => f.floor.id === floorParam) ??
    floors.find((f) => f.floor.plan && f.floor.officeCount > 0) ??
    floors.find((f) => f.floor.officeCount > 0) ??
    floors[0];
  // An hour of the URL counts when the selects offer it (on the hour, inside business hours, in order).
  const hourParam = (name: string) => {
    const value = params.get(name);
    if (!value || !CLOCK.test(value)) return null;
    const minute = clockToMinute(value);
    return minute > businessStartMinute && minute < businessEndMinute ? minute : null;
  };
  const fromParam = hourParam("from");
  const toParam = hourParam("to");
  const [from, to] =
    fromParam !== null && toParam !== null && fromParam >= toParam ? [null, null] : [fromParam, toParam];
  const floorId = chosen?.floor.id ?? "";
  const map = useFloorAvailability({
    floorId,
    date,
    from: from === null ? null : formatMinute(from),
    to: to === null ? null : formatMinute(to),
    queryConfig: { enabled: hasTeam && !!chosen, placeholderData: keepPreviousData },
  });
  const { bookFromDialog, pending: booking } = useBookSlot(user, policy.timeZone);
  const [slot, setSlot] = useState<(SlotRequest & { date: string }) | null>(null);
  // The caller's own assigned desk, chosen to release or take back (docs/product.md "Assigned desks").
  const [desk, setDesk] = useState<FloorSpace | null>(null);
  // The tab a person chose stays through a change of date or hours.
  const [view, setView] = useState<"map" | "list" | null>(null);
  const focus = useReturnFocus();
  const actions = useBookingActions(user, policy.timeZone, focus, () => undefined);

  const data = map.data;
  // The answer's own date and zone: while another is read, the last answer stays on the page.
  const zone = data?.timeZone ?? policy.timeZone;
  const shownDate = data?.date ?? date;
  const window: MinuteRange | null = data
    ? {
        start: Math.max(0, minuteOfDay(data.windowStartISO, shownDate, zone)),
        end: Math.min(1440, minuteOfDay(data.windowEndISO, shownDate, zone)),
      }
    : null;
  const bookable = data?.closedReason === null;
  const spaces = data?.spaces ?? [];
  const placed = spaces.filter((s) => s.position).length;
  const counts = Object.fromEntries(
    SPACE_STATES.map((state) => [state, spaces.filter((s) => s.state === state).length]),
  ) as Record<SpaceState, number>;
  const nameList = new Intl.ListFormat(i18n.locale, { type: "conjunction" });
  // Who holds a space in the window; on the caller's own space ("Yours") only the others.
  // An assigned desk not released that day is its holder's all day, booked or not.
  const heldByAssignee = (space: FloorSpace) => space.assignedTo !== null && !space.released;
  const holders = (space: FloorSpace) => {
    if (!window) return [];
    const booked = holdersIn(space, window, shownDate, zone);
    const all =
      heldByAssignee(space) && space.assignedTo
        ? [
            { id: space.assignedTo.userId, name: space.assignedTo.userName },
            ...booked.filter((h) => h.id !== space.assignedTo?.userId),
          ]
        : booked;
    return all
      .filter((h) => space.state !== "mine" || h.id !== user.id)
      .map((h) => (h.id === user.id ? _("calendar.map.you") : bookerName(h.name, _)));
  };
  const holderOf = (space: FloorSpace) => {
    if (space.state !== "taken" && space.state !== "partly") return null;
    const list = holders(space);
    return list.length === 0
      ? null
      : list.length === 1
        ? list[0]
        : _("calendar.map.holdersMore", { name: list[0], more: list.length - 1 });
  };
  // Its neighbourhood's name (docs/product.md "Neighbourhoods"), from the sites the floor came with.
  const neighbourhoodOf = (space: FloorSpace) =>
    chosen?.floor.neighbourhoods.find((n) => n.id === space.neighbourhoodId)?.name ?? null;
  const describe = (space: FloorSpace) => {
    const state = _(STATE_LABELS[space.state]);
    const who = holders(space);
    const said =
      who.length > 0
        ? _("calendar.map.markerHeld", { office: space.name, state, names: nameList.format(who) })
        : _("calendar.map.marker", { office: space.name, state });
    const neighbourhood = neighbourhoodOf(space);
    return neighbourhood ? _("calendar.map.inNeighbourhood", { said, neighbourhood }) : said;
  };
  const isMyDesk = (space: FloorSpace) => space.assignedTo?.userId === user.id;
  const canBook = (space: FloorSpace) =>
    bookable && space.state !== "unavailable" && (isMyDesk(space) || !heldByAssignee(space));
  const onSpace = (space: FloorSpace) => {
    if (!window || !canBook(space)) return;
    focus.remember([`[data-space-id="${space.id}"]`]);
    if (isMyDesk(space)) setDesk(space);
    else openBooking(space);
  };
  /** The booking dialog for `space`, its slot suggested inside the hours open on the day shown. */
  const openBooking = (space: FloorSpace) => {
    if (!window) return;
    const closed = closedIntervals(shownDate, policy, new Date(now)).map((c) => ({
      start: Math.max(0, minuteOfDay(c.start.toISOString(), shownDate, zone)),
      end: Math.min(1440, minuteOfDay(c.end.toISOString(), shownDate, zone)),
    }));
    setSlot({
      office: space,
      date: shownDate,
      ...suggestSlot(space, window, closed, shownDate, zone, policy.maxBookingMinutes),
    });
  };
  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const place = chosen ? names.where({ building: chosen.site.name, floor: chosen.floor.name }) : "";
  const shownView = view ?? (data?.plan && placed > 0 ? "map" : "list");

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={_("calendar.map.title")}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{formatLongDate(date, dateStyle)}</span>
            <TimeZoneNote timeZone={policy.timeZone} />
          </span>
        }
      />
      <DateNavigation date={date} today={today} onChange={(d) => setParam({ date: d })} />
      <FloorMapControls
        sites={sites.data ?? []}
        floorId={floorId}
        onFloor={(id) => setParam({ floor: id })}
        businessStartMinute={businessStartMinute}
        businessEndMinute={businessEndMinute}
        from={from}
        to={to}
        onWindow={(bounds) =>
          setParam(
            Object.fromEntries(
              Object.entries(bounds).map(([key, minute]) => [key, minute == null ? null : formatMinute(minute)]),
            ),
          )
        }
      />
      <QueryState<unknown>
        query={chosen ? map : sites}
        loading={<Skeleton className="h-96" />}
        errorFallback={_("calendar.map.loadFailed")}
        isEmpty={() => !chosen || (spaces.length === 0 && floors.every((f) => f.floor.officeCount === 0))}
        empty={
          <NoOfficesState
            role={user.role}
            title={_("calendar.noOffices.title")}
            description={_("calendar.noOffices.description")}
          />
        }
      >
        {() =>
          spaces.length === 0 ? (
            <EmptyState
              icon={MapIcon}
              title={_("calendar.map.emptyFloor.title")}
              description={_("calendar.map.emptyFloor.description")}
            />
          ) : (
            <div className="grid gap-3">
              {data?.closedReason ? (
                <ClosedNotice testId="map-closed-notice">{_(`calendar.map.closed.${data.closedReason}`)}</ClosedNotice>
              ) : null}
              <SpaceStateLegend counts={counts} />
              <Tabs value={shownView} onValueChange={(value) => setView(value === "list" ? "list" : "map")}>
                <TabsList className="max-w-xs">
                  <TabsTrigger value="map">{_("calendar.map.tabMap")}</TabsTrigger>
                  <TabsTrigger value="list">{_("calendar.map.tabList")}</TabsTrigger>
                </TabsList>
                <TabsContent value="map">
                  {data?.plan ? (
                    <div className="grid gap-2">
                      {placed < spaces.length ? (
                        <p className="text-sm text-zinc-600 dark:text-zinc-400">
                          {_("calendar.map.unplaced", { count: spaces.length - placed })}
                        </p>
                      ) : null}
                      <FloorPlanMap
                        floorId={data.floorId}
                        plan={data.plan}
                        spaces={spaces}
                        label={_("calendar.map.label", { place, count: placed })}
                        describe={describe}
                        holderOf={holderOf}
                        canBook={canBook}
                        onSpace={onSpace}
                      />
                    </div>
                  ) : (
                    <EmptyState
                      icon={MapIcon}
                      title={_("calendar.map.noPlan.title")}
                      description={_("calendar.map.noPlan.description")}
                    />
                  )}
                </TabsContent>
                <TabsContent value="list">
                  <FloorSpaceList
                    spaces={spaces}
                    holders={(space) => nameList.format(holders(space))}
                    neighbourhoodOf={neighbourhoodOf}
                    canBook={canBook}
                    isMyDesk={isMyDesk}
                    onSpace={onSpace}
                  />
                </TabsContent>
              </Tabs>
            </div>
          )
        }
      </QueryState>
      <DeskReleaseDialog
        space={desk}
        date={shownDate}
        day={formatLongDate(shownDate, dateStyle)}
        onClose={() => setDesk(null)}
        onBook={openBooking}
        onCloseAutoFocus={focus.restore}
      />
      <CalendarDialogs
        user={user}
        policy={policy}
        // Only for editing a booking from its details, which the map does not open.
        offices={[]}
        slot={slot}
        onSlotClosed={() => setSlot(null)}
        selected={null}
        onSelectedClosed={() => undefined}
        focus={focus}
        actions={actions}
        bookFromDialog={bookFromDialog}
        booking={booking}
      />
    </div>
  );
}
