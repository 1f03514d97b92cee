/**
 * Invitation links are built on the server's APP_URL, never on the address in the
 * browser (host-header injection). When an admin uses another address (APP_URL unset on a trial
 * install defaults to http://localhost:PORT), colleagues get links they may not be able to open:
 * the invite form says so.
 */

/** The notice for an admin whose page origin differs from APP_URL's, or null when they match. */
export function appUrlNotice(appUrl: string, pageOrigin: string, productName: string): string | null {
  let appOrigin: string;
  try {
    appOrigin = new URL(appUrl).origin;
  } catch {
    return null;
  }
  if (appOrigin === pageOrigin) return null;
  return `Invitation links point at ${appOrigin}, not the address you are using (${pageOrigin}). Colleagues may not be able to open them; ask whoever runs ${productName} to set APP_URL.`;
}
