/**
 * The language of a request from someone the server cannot ask yet (docs/architecture.md
 * "Languages"): the server-rendered page, the API's error messages, and later the pages rendered
 * before the app's code.
 */
import { fastifyCookie } from "@fastify/cookie";
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

/**
 * {@link requestLanguage} of a request's headers as the services receive them (a web `Headers`,
 * lib/http.ts requestHeaders): for the e-mails a person's own request sends them (the welcome, the
 * address confirmation, a password reset they asked for) before they have chosen a language.
 */
export function headersLanguage(headers: Headers): Language {
  const acceptLanguage = headers.get("accept-language");
  return requestLanguage({
    cookies: fastifyCookie.parse(headers.get("cookie") ?? ""),
    headers: acceptLanguage === null ? {} : { "accept-language": acceptLanguage },
  });
}
