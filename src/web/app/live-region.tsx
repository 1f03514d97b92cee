import { isAnnouncementId, useAnnouncement } from "#web/lib/announcer.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * The app's one polite live region (spec section 4: screen-reader announcements); the default
 * announcements in the reader's language.
 */
export function LiveRegion() {
  const { _ } = useCatalogue("shell");
  const message = useAnnouncement();
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
      {isAnnouncementId(message) ? _(message) : message}
    </div>
  );
}
