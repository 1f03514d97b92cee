/**
 * The web app's language (docs/architecture.md "Languages"; docs/decisions/0026): the browser's one
 * Lingui `i18n`, activated in the person's language, with each page's catalogues loaded beside the
 * page's code, already compiled by the build (`?lingui`), so the browser parses no ICU. A server
 * render has an `i18n` of its own (entry-server.tsx); components read whichever their
 * `I18nProvider` gives.
 *
 * The language shown is the person's choice (their preferences, remembered in the `officely_lang`
 * cookie for the next load and for the server's pages), else the browser's languages, else their
 * team's default language, else English. An invitee sees the inviting team's default language until
 * they choose (docs/product.md "Languages").
 */
import { type I18n, i18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type ReactPromise, use } from "react";
import { type Catalogue, isLanguage, type Language, matchLanguage, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import { RENDER_HINT_COOKIES } from "#shared/render-hints.ts";
import { writeHintCookie } from "./render-hints.tsx";

export { i18n };

// The e-mail catalogue is the server's (src/shared/i18n.ts CATALOGUES): no chunk of it is built.
const compiled = import.meta.glob<{ messages: Messages }>(["../../locales/*/*.json", "!../../locales/*/email.json"], {
  query: "?lingui",
});

/** A catalogue's load, marked fulfilled as React's `use` reads a settled promise (no suspending). */
type Load = Promise<void> & { status?: "fulfilled"; value?: undefined };

/** What one `i18n` is loading or has loaded (`language/catalogue`), and has been asked for. */
interface Loaded {
  loads: Map<string, Load>;
  wanted: Set<Catalogue>;
}
const LOADED = Symbol("officely.catalogues");

/** Kept on the `i18n` itself: `useLingui` hands it out wrapped in a Proxy, which passes properties through. */
function loadedOf(instance: I18n): Loaded {
  const holder = instance as I18n & { [LOADED]?: Loaded };
  holder[LOADED] ??= { loads: new Map(), wanted: new Set() };
  return holder[LOADED];
}

/** The first of the browser's languages Officely speaks, else `fallback` (English unless said). */
export function browserLanguage(fallback: Language = SOURCE_LANGUAGE): Language {
  return matchLanguage(typeof navigator === "undefined" ? [] : navigator.languages) ?? fallback;
}

function cookieLanguage(): Language | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${RENDER_HINT_COOKIES.language}=([^;]*)`));
  const value = match?.[1];
  return isLanguage(value) ? value : null;
}

function show(language: Language): void {
  i18n.activate(language);
  document.documentElement.lang = language;
}

/**
 * Activates, before the first render, the language of the server's page being taken over (which
 * the takeover must render alike), else the remembered one, else the browser's; catalogues follow.
 */
export function startLanguage(serverRendered?: Language): void {
  const language = serverRendered ?? cookieLanguage() ?? browserLanguage();
  i18n.load(language, {});
  show(language);
}

function loadIn(instance: I18n, language: Language, catalogue: Catalogue): Load {
  const { loads, wanted } = loadedOf(instance);
  wanted.add(catalogue);
  const key = `${language}/${catalogue}`;
  let load = loads.get(key);
  if (!load) {
    const importer = compiled[`../../locales/${key}.json`];
    if (!importer) throw new Error(`No catalogue src/locales/${key}.json`);
    const loading: Load = importer().then(({ messages }) => {
      instance.load(language, messages);
      loading.status = "fulfilled";
    });
    // A failed load (the network dropped) is tried again by the next page that asks.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
    load = loading;
  }
  return load;
}

/**
 * Loads catalogues in `instance`'s language: the browser's (a route's `lazy` awaits it with the
 * page's code), or a server render's own. Does nothing where no language is active.
 */
export async function loadCatalogues(catalogues: Catalogue[], instance: I18n = i18n): Promise<void> {
  const language = instance.locale;
  if (!isLanguage(language)) return;
  await Promise.all(catalogues.map((catalogue) => loadIn(instance, language, catalogue)));
}

/**
 * A component's messages: makes sure its catalogue is loaded (suspending until it is; a page whose
 * route loaded it never waits) and returns Lingui's context, whose `_(id, values)` translates.
 */
export function useCatalogue(catalogue: Catalogue): ReturnType<typeof useLingui> {
  const lingui = useLingui();
  use(loadIn(lingui.i18n, lingui.i18n.locale as Language, catalogue) as ReactPromise<void>);
  return lingui;
}

/**
 * Shows the app in `language`, the catalogues already in use loaded in it before it shows, so the
 * page changes language at once. Returns when it shows.
 */
async function switchTo(language: Language): Promise<void> {
  if (language === i18n.locale) return;
  await Promise.all([...loadedOf(i18n).wanted].map((catalogue) => loadIn(i18n, language, catalogue)));
  show(language);
}

/**
 * Shows the app in the person's choice (null: the browser's language, else `teamLanguage`, the
 * team's default) and remembers the choice for the next load. Returns when it shows.
 */
export async function applyLanguageChoice(choice: Language | null, teamLanguage?: Language): Promise<void> {
  writeHintCookie(RENDER_HINT_COOKIES.language, choice ?? "");
  await switchTo(choice ?? browserLanguage(teamLanguage));
}

/**
 * Shows an invitee the inviting team's default language, remembering nothing, unless they chose a
 * language in this browser (the cookie): they see it until they choose (docs/product.md "Languages").
 */
export async function showInvitingTeamLanguage(language: Language): Promise<void> {
  if (cookieLanguage()) return;
  await switchTo(language);
}
