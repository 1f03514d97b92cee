import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { i18n } from "#web/lib/i18n.ts";
import { queryClient } from "#web/lib/query-client.ts";

/** App-wide providers: the server data and the language (main.tsx activates it before the first render). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
