import type { I18n } from "@lingui/core";

/**
 * Invitation links are built on the server's APP_URL, never on the address in the
 * browser (host-header injection). When an admin uses another address (APP_URL unset on a trial
 * install defaults to http://localhost:PORT), colleagues get links they may not be able to open:
 * the invite form says so.
 */

/**
 * The notice for an admin whose page origin differs from APP_URL's, or null when they match; in the
 * words of `_` (a component's, with the "team" catalogue).
 */
export function appUrlNotice(appUrl: string, pageOrigin: string, productName: string, _: I18n["_"]): string | null {
  let appOrigin: string;
  try {
    appOrigin = new URL(appUrl).origin;
  } catch {
    return null;
  }
  if (appOrigin === pageOrigin) return null;
  return _("team.invite.appUrl.notice", { appOrigin, pageOrigin, product: productName });
}
