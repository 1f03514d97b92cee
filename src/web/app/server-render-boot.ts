/**
 * Takes in a server-rendered first load's reads (docs/decisions/0018) before anything
 * else reads: main.tsx imports this module before the router, whose loaders start reading as soon
 * as it is created, so they find the server's answers in the cache instead of asking again.
 */
import { hydrate } from "@tanstack/react-query";
import { queryClient } from "#web/lib/query-client.ts";
import { readServerRenderState } from "#web/lib/server-render-state.ts";

const state = readServerRenderState();
if (state) hydrate(queryClient, state.queries);

/**
 * What the server's render of this page assumed of the browser (render-hints.tsx), for the first
 * render over its markup; null when the page did not come rendered by the server.
 */
export const serverRenderHints = state?.hints ?? null;
