import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { User } from "#shared/schemas/user.ts";
import { ToastHost } from "#web/components/toast-host.tsx";
import { CurrentUserContext } from "#web/lib/api/user/get-current-user.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { i18n } from "#web/lib/i18n.ts";
import { createQueryClient } from "#web/lib/query-client.ts";

/**
 * Renders `ui` as the signed-in app does: the app's own QueryClient (its retry and cache rules),
 * the language (src/web/test/setup.ts starts it), a router at `route`, the protected layout's
 * current user, and the toasts. Returns Testing
 * Library's queries and a user-event `user` to act with.
 */
export function renderApp(ui: ReactNode, { user, route = "/" }: { user: User; route?: string }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.current(), user);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <CurrentUserContext value={user}>
            {ui}
            <ToastHost />
          </CurrentUserContext>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}
