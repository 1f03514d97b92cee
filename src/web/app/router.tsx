import { createBrowserRouter } from "react-router";
import { queryClient } from "#web/lib/query-client.ts";
import { createRoutes } from "./routes.tsx";

/** The router main.tsx starts the app with. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Creates the browser's router over the app's routes (routes.tsx), loading into the app's query
 * client; it matches the address and starts the page's loaders at once. Called by main.tsx in a
 * task of its own, after the app's code has been evaluated: the two in one task were the longest
 * task of a first load (it counts in Total Blocking Time).
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(createRoutes(queryClient));
}
