import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { CATALOGUES } from "#shared/i18n.ts";
import { loadCatalogues, startLanguage } from "#web/lib/i18n.ts";
import { dismissAllToasts } from "#web/lib/toast-store.ts";

// findBy* and waitFor wait up to 5 s, not 1 s: the whole suite shares two cores, and a form with a
// 400-option zone picker can take over a second to answer there. A passing test waits no longer.
configure({ asyncUtilTimeout: 5000 });

// As main.tsx does before the app's first render.
startLanguage();
// Every catalogue of the web app, as a page's route loads its own before the page renders: no
// component suspends. The e-mail catalogue is the server's.
await loadCatalogues(CATALOGUES.filter((catalogue) => catalogue !== "email"));

// Testing Library unmounts after each test by itself only where the runner's globals are on.
afterEach(() => {
  cleanup();
  // The toast store is a module of its own and outlives a test: a toast seen is the test's own.
  dismissAllToasts();
  vi.unstubAllGlobals();
});
