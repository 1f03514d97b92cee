/** The DNS server e2e/single-sign-on.spec.ts starts; the app under test asks it (DNS_SERVERS, playwright.config.ts). */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 3253);
