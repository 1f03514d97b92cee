import { useAnnouncement } from "#web/lib/announcer.ts";

/** The app's one polite live region (spec section 4: screen-reader announcements). */
export function LiveRegion() {
  const message = useAnnouncement();
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
      {message}
    </div>
  );
}
