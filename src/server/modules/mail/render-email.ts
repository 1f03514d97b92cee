import type { renderEmail as render } from "./email-render.ts";

/**
 * `renderEmail` of email-render.ts, whose code (React Email's components with PrismJS, React's
 * server renderer) loads on the first e-mail rendered instead of at every start, which it would
 * slow for every process that sends no mail yet. Same arguments, same result.
 */
export async function renderEmail(...args: Parameters<typeof render>): ReturnType<typeof render> {
  const { renderEmail: renderNow } = await import("./email-render.ts");
  return renderNow(...args);
}
