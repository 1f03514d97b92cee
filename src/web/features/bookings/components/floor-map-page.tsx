import { Map as MapIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { closedIntervals } from "#shared/closed-intervals.ts";
import type { FloorSpace } from "#shared/schemas/floor-map.ts";
import { SPACE_STATES, type SpaceState } from "#shared/space-state.ts";
import { formatLongDate, formatMinute, isDateString, minuteOfDay, todayInZone } from "#shared/time.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { NoOfficesState } from "#web/components/no-offices-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { TimeZoneNote } from "#web/components/time-zone-note.tsx";
import { QueryState, Skeleton } from "#web/components/ui/query-state.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useFloorAvailability } from "#web/features/bookings/api/get-floor-availability.ts";
import { useBookSlot } from "#web/features/bookings/hooks/use-book-slot.ts";
import { useBookingActions } from "#web/features/bookings/hooks/use-booking-actions.ts";
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
import { DateNavigation } from "./date-navigation.tsx";
import { FloorPlanMap } from "./floor-plan-map.tsx";
import { FloorSpaceList } from "./floor-space-list.tsx";
import { SpaceStateLegend } from "./space-state-glyph.tsx";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const SELECT =
  "h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/**
 * /map?floor=&date=&from=&to= (docs/product.md "The floor map"): one floor's plan with each space
 * coloured by its state for the chosen local date (team zone) and window of hours, who holds a
 * taken space, and the same spaces as a list for keyboard and screen-reader users. Choosing a
 * space opens the booking dialog on its first free stretch of the window.
 */
export function FloorMapPage() {
  const { _ } = useCatalogue("calendar");
  useCatalogue("bookings");
  const names = usePlaceNames();
  const dateStyle = useDateStyle();
  const user = useCurrentUser();
  const policy = teamPolicyOf(user);
  const { timeZone, businessStartMinute, businessEndMinute } = policy;
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = todayInZone(timeZone);
  const dateParam = params.get("date");
  const date = isDateString(dateParam) ? dateParam : today;
  const hasTeam = !!user.teamId;
  const sites = useSites({ queryConfig: { enabled: hasTeam } });
  const floors = useMemo(
    () => (sites.data ?? []).flatMap((site) => site.floors.map((floor) => ({ site, floor }))),
    [sites.data],
  );
  const floorParam = params.get("floor");
  // The floor a link named, else the first with a plan, else the first holding an office.
  const chosen =
    floors.find((f) => f.floor.id === floorParam) ??
    floors.find((f) => f.floor.plan && f.floor.officeCount > 0) ??
    floors.find((f) => f.floor.officeCount > 0) ??
    floors[0];
  const hours = useMemo(() => {
    const list: number[] = [businessStartMinute];
    for (let m = Math.ceil((businessStartMinute + 1) / 60) * 60; m < businessEndMinute; m += 60) list.push(m);
    return [...list, Math.min(1440, businessEndMinute)];
  }, [businessStartMinute, businessEndMinute]);
  const clockParam = (name: string) => {
    const value = params.get(name);
    return value && CLOCK.test(value) ? value : null;
  };
  const from = clockParam("from");
  const to = clockParam("to");
  const floorId = chosen?.floor.id ?? "";
  const map = useFloorAvailability({ floorId, date, from, to, queryConfig: { enabled: hasTeam && !!chosen } });
  const { bookFromDialog, pending: booking } = useBookSlot(user, timeZone);
  const [slot, setSlot] = useState<(SlotRequest & { date: string }) | null>(null);
  const focus = useReturnFocus();
  const actions = useBookingActions(user, timeZone, focus, () => undefined);
  const floorSelectId = useId();
  const fromId = useId();
  const toId = useId();

  const data = map.data;
  const window: MinuteRange | null = data
    ? {
        start: Math.max(0, minuteOfDay(data.windowStartISO, date, timeZone)),
        end: Math.min(1440, minuteOfDay(data.windowEndISO, date, timeZone)),
      }
    : null;
  const spaces = data?.spaces ?? [];
  const counts = Object.fromEntries(
    SPACE_STATES.map((state) => [state, spaces.filter((s) => s.state === state).length]),
  ) as Record<SpaceState, number>;
  // Who holds a space in the window; on the caller's own space ("Yours") only the others.
  const holders = (space: FloorSpace) =>
    window
      ? holdersIn(space, window, date, timeZone)
          .filter((h) => space.state !== "mine" || h.id !== user.id)
          .map((h) => (h.id === user.id ? _("calendar.map.you") : h.name))
      : [];
  const holderOf = (space: FloorSpace) => {
    if (space.state !== "taken" && space.state !== "partly") return null;
    const list = holders(space);
    return list.length === 0
      ? null
      : list.length === 1
        ? list[0]
        : _("calendar.map.holdersMore", { name: list[0], more: list.length - 1 });
  };
  const describe = (space: FloorSpace) => {
    const state = _(`calendar.map.state.${space.state}`);
    const who = holders(space);
    return who.length > 0
      ? _("calendar.map.markerHeld", { office: space.name, state, names: who.join(", ") })
      : _("calendar.map.marker", { office: space.name, state });
  };
  const onSpace = (space: FloorSpace) => {
    if (!window || space.state === "unavailable") return;
    focus.remember([`[data-space-id="${space.id}"]`]);
    const closed = closedIntervals(date, policy, new Date(now)).map((c) => ({
      start: Math.max(0, minuteOfDay(c.start.toISOString(), date, timeZone)),
      end: Math.min(1440, minuteOfDay(c.end.toISOString(), date, timeZone)),
    }));
    setSlot({
      office: space,
      date,
      ...suggestSlot(space, window, closed, date, timeZone, policy.maxBookingMinutes),
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

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={_("calendar.map.title")}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{formatLongDate(date, dateStyle)}</span>
            <TimeZoneNote timeZone={timeZone} />
          </span>
        }
      />
      <DateNavigation date={date} today={today} onChange={(d) => setParam({ date: d })} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={floorSelectId} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {_("calendar.map.floor")}
          </label>
          <select
            id={floorSelectId}
            className={`${SELECT} max-w-[20rem]`}
            value={floorId}
            onChange={(event) => setParam({ floor: event.target.value })}
            disabled={floors.length === 0}
          >
            {(sites.data ?? []).map((site) => (
              <optgroup key={site.id} label={names.site(site.name)}>
                {site.floors.map((floor) => (
                  <option key={floor.id} value={floor.id}>
                    {names.where({ building: site.name, floor: floor.name })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-3">
          <div className="grid gap-1">
            <label htmlFor={fromId} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {_("calendar.map.from")}
            </label>
            <select
              id={fromId}
              className={SELECT}
              value={from ?? ""}
              onChange={(event) => setParam({ from: event.target.value || null })}
            >
              <option value="">{formatMinute(businessStartMinute)}</option>
              {hours.slice(1, -1).map((m) => (
                <option key={m} value={formatMinute(m)} disabled={to !== null && formatMinute(m) >= to}>
                  {formatMinute(m)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={toId} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {_("calendar.map.to")}
            </label>
            <select
              id={toId}
              className={SELECT}
              value={to ?? ""}
              onChange={(event) => setParam({ to: event.target.value || null })}
            >
              {hours.slice(1, -1).map((m) => (
                <option key={m} value={formatMinute(m)} disabled={from !== null && formatMinute(m) <= from}>
                  {formatMinute(m)}
                </option>
              ))}
              <option value="">{formatMinute(Math.min(1440, businessEndMinute))}</option>
            </select>
          </div>
        </div>
      </div>
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
        {() => (
          <div className="grid gap-3">
            <SpaceStateLegend counts={counts} />
            <Tabs defaultValue={data?.plan ? "map" : "list"} key={`${floorId}-${data?.plan ? "plan" : "none"}`}>
              <TabsList className="max-w-xs">
                <TabsTrigger value="map">{_("calendar.map.tabMap")}</TabsTrigger>
                <TabsTrigger value="list">{_("calendar.map.tabList")}</TabsTrigger>
              </TabsList>
              <TabsContent value="map">
                {data?.plan ? (
                  <FloorPlanMap
                    floorId={floorId}
                    plan={data.plan}
                    spaces={spaces}
                    label={_("calendar.map.label", { place, count: spaces.filter((s) => s.position).length })}
                    describe={describe}
                    holderOf={holderOf}
                    onSpace={onSpace}
                  />
                ) : (
                  <EmptyState
                    icon={MapIcon}
                    title={_("calendar.map.noPlan.title")}
                    description={_("calendar.map.noPlan.description")}
                  />
                )}
              </TabsContent>
              <TabsContent value="list">
                <FloorSpaceList spaces={spaces} holders={holders} onSpace={onSpace} />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </QueryState>
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
