import { createBrowserRouter } from "react-router";
import { queryClient } from "#web/lib/query-client.ts";
import { createRoutes } from "./routes.tsx";

/** The browser's router over the app's routes (routes.tsx), loading into the app's query client. */
export const router = createBrowserRouter(createRoutes(queryClient));
