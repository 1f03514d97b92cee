/**
 * The SVG sanitiser of floor plans (docs/product.md "Floor plans"), run in a worker thread
 * (floor-plan.ts) so a large drawing never holds up the server's other requests: DOMPurify over a
 * jsdom window (the DOM its README recommends on a server) keeps shapes, text and filters; scripts,
 * event attributes, style sheets, foreign objects and links go, and so does every reference outside
 * the file (an `href` or `url(...)` that is not `#local` or an embedded raster image).
 */
import { parentPort } from "node:worker_threads";
import createPurify from "dompurify";
import { JSDOM } from "jsdom";

/** A reference that stays inside the file: a fragment, or a raster image embedded as data. */
const LOCAL_HREF = /^(#|data:image\/(png|jpeg|webp);base64,)/i;
/** A CSS `url(...)` that leaves the file (anything but `url(#id)`). */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i;

const { window } = new JSDOM("");
const purify = createPurify(window as unknown as Parameters<typeof createPurify>[0]);
purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const value = data.attrValue ?? "";
  const isHref = data.attrName === "href" || data.attrName === "xlink:href";
  if ((isHref && !LOCAL_HREF.test(value)) || OUTSIDE_URL.test(value)) data.keepAttr = false;
});
const serializer = new window.XMLSerializer();

/** The sanitised drawing as XML (it is served as image/svg+xml), or null when `svg` holds no one <svg>. */
export function sanitizeSvg(svg: string): string | null {
  const fragment = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["style", "foreignObject", "a"],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  return fragment.children.length === 1 && root?.localName === "svg" ? serializer.serializeToString(root) : null;
}

// As a worker: one drawing in, its sanitised text (or null) out.
parentPort?.once("message", (svg: string) => parentPort?.postMessage(sanitizeSvg(svg)));
