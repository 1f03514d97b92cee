/**
 * The language of a request from someone the server cannot ask yet (docs/architecture.md
 * "Languages"): the server-rendered page, the API's error messages, and later the pages rendered
 * before the app's code.
 */
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import { RENDER_HINT_COOKIES } from "#shared/render-hints.ts";

/**
 * The language the person chose (the `officely_lang` cookie the web app keeps), else the best of
 * the browser's Accept-Language that Officely speaks (RFC 9110 section 12.5.4: quality values, and
 * "de-AT" served by "de"), else English. Also for an error answered before the cookies are read
 * (a malformed URL is refused before any hook runs), which then follows Accept-Language.
 */
export function requestLanguage(request: Pick<FastifyRequest, "cookies" | "headers">): Language {
  const chosen = request.cookies?.[RENDER_HINT_COOKIES.language];
  if (isLanguage(chosen)) return chosen;
  const [best] = new Negotiator(request).languages([...LANGUAGES]);
  return isLanguage(best) ? best : SOURCE_LANGUAGE;
}
