import { AlertTriangle } from "lucide-react";
import { appUrlNotice } from "#web/features/team/utils/app-url-notice.ts";
import { useHealth } from "#web/lib/api/health/get-health.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";

/**
 * Warns the admin, above the invite form, when invitation links (built on the server's APP_URL) point
 * at another address than the one in the browser. Nothing shows while health loads or if it fails.
 */
export function AppUrlNotice() {
  const { _ } = useCatalogue("team");
  const health = useHealth({ queryConfig: { retry: false } });
  const notice = health.data ? appUrlNotice(health.data.appUrl, window.location.origin, PRODUCT_NAME, _) : null;
  if (!notice) return null;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{_("team.invite.appUrl.warning")}</strong> {notice}
      </p>
    </div>
  );
}
