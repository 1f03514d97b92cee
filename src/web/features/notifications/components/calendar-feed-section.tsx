import { CalendarPlus, Copy, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useCalendarFeed } from "../api/get-calendar-feed.ts";
import { useRegenerateCalendarFeed } from "../api/regenerate-calendar-feed.ts";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed.ts";

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: "destructive" });

/**
 * "Subscribe in your calendar": a private feed address of the user's upcoming bookings. The address
 * is shown once, when made (only its hash is stored); making a new one ends the old one.
 */
export function CalendarFeedSection() {
  const { _ } = useCatalogue("notifications");
  const query = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const regenerate = useRegenerateCalendarFeed({
    mutationConfig: { onSuccess: (made) => setUrl(made.url), onError: failed(_("notifications.feed.makeFailed")) },
  });
  const revoke = useRevokeCalendarFeed({
    mutationConfig: {
      onSuccess: () => {
        setUrl(null);
        toast({
          title: _("notifications.feed.turnedOff.title"),
          description: _("notifications.feed.turnedOff.description"),
          variant: "success",
        });
      },
      onError: failed(_("notifications.feed.turnOffFailed")),
    },
  });
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({
        title: _("notifications.feed.copied.title"),
        description: _("notifications.feed.copied.description"),
        variant: "success",
      });
    } catch {
      toast({
        title: _("notifications.feed.copyFailed.title"),
        description: _("notifications.feed.copyFailed.description"),
        variant: "warning",
      });
    }
  };

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <div>
        <h2 id="calendar-feed-title" className="text-base font-semibold">
          {_("notifications.feed.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("notifications.feed.description")}</p>
      </div>
      <QueryState query={query}>
        {(status) => (
          <div className="grid gap-3">
            {url ? (
              <div className="grid gap-2">
                <Label htmlFor="calendar-feed-url">{_("notifications.feed.address")}</Label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id="calendar-feed-url" value={url} readOnly look="code" onFocus={(e) => e.target.select()} />
                  <Button variant="secondary" onClick={() => void copy(url)}>
                    <Copy aria-hidden="true" />
                    {_("notifications.feed.copy")}
                  </Button>
                </div>
              </div>
            ) : status.active ? (
              <p className="text-sm">{_("notifications.feed.on")}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant={status.active ? "secondary" : "default"}
                onClick={() => regenerate.mutate(undefined)}
                disabled={regenerate.isPending}
              >
                {status.active ? <RefreshCw aria-hidden="true" /> : <CalendarPlus aria-hidden="true" />}
                {status.active ? _("notifications.feed.regenerate") : _("notifications.feed.create")}
              </Button>
              {status.active ? (
                <Button variant="ghost" onClick={() => revoke.mutate(undefined)} disabled={revoke.isPending}>
                  <Trash2 aria-hidden="true" />
                  {_("notifications.feed.turnOff")}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
