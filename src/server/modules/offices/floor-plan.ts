/**
 * Reading an uploaded floor plan (docs/product.md "Floor plans"): a PNG, JPEG or WebP is kept as
 * sent once its bytes show it is what its type says; an SVG is sanitised by DOMPurify (in jsdom, the
 * DOM its README recommends on a server) to shapes and text: no scripts, event attributes, styles
 * sheets, foreign objects or links, and no reference outside the file (an `href` or `url(...)` that
 * is not `#local` or an embedded raster image). Its size is read from the image itself (image-size).
 */
import { imageSize } from "image-size";
import { AppError } from "#server/lib/app-error.ts";
import type { FloorPlanType } from "#shared/schemas/site.ts";

export interface ReadPlan {
  mediaType: FloorPlanType;
  content: Uint8Array;
  width: number;
  height: number;
}

const SIZE_TYPES: Record<FloorPlanType, string> = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** A reference that stays inside the file: a fragment, or a raster image embedded as data. */
const LOCAL_HREF = /^(#|data:image\/(png|jpeg|webp);base64,)/i;
/** A CSS `url(...)` that leaves the file (anything but `url(#id)`). */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i;

type Purifier = { sanitize: (svg: string) => Element | null; serialize: (svg: Element) => string };
let purifier: Promise<Purifier> | undefined;

/** DOMPurify over one jsdom window, made on the first upload: the server starts without loading a DOM. */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ default: createPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
    const { window } = new JSDOM("");
    const purify = createPurify(window as unknown as Parameters<typeof createPurify>[0]);
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const value = data.attrValue ?? "";
      const isHref = data.attrName === "href" || data.attrName === "xlink:href";
      if ((isHref && !LOCAL_HREF.test(value)) || OUTSIDE_URL.test(value)) data.keepAttr = false;
    });
    const serializer = new window.XMLSerializer();
    return {
      sanitize: (svg) => {
        const fragment = purify.sanitize(svg, {
          USE_PROFILES: { svg: true, svgFilters: true },
          FORBID_TAGS: ["style", "foreignObject", "a"],
          RETURN_DOM_FRAGMENT: true,
        });
        const root = fragment.firstElementChild;
        return fragment.children.length === 1 && root?.localName === "svg" ? root : null;
      },
      // As XML, whatever the HTML parser made of it: the file is served as image/svg+xml.
      serialize: (svg) => serializer.serializeToString(svg),
    };
  })();
  return purifier;
}

const invalid = (reason: string, id: "notImage" | "notSvg" | "noSize") =>
  new AppError("FLOOR_PLAN_INVALID", reason, { id: `errors.floorPlan.${id}` });

/**
 * The plan to store from the bytes of an upload of `mediaType`: the same bytes for a raster image,
 * the sanitised SVG (UTF-8) for an SVG, with the image's width and height in its own units (an SVG's
 * viewBox or width and height). Throws 422 FLOOR_PLAN_INVALID when the bytes are not an image of that
 * type, an SVG is not one once sanitised, or its size cannot be read.
 */
export async function readFloorPlan(mediaType: FloorPlanType, bytes: Uint8Array): Promise<ReadPlan> {
  let content = bytes;
  if (mediaType === "image/svg+xml") {
    const { sanitize, serialize } = await loadPurifier();
    const svg = sanitize(new TextDecoder().decode(bytes));
    if (!svg) throw invalid("This file is not an SVG drawing. Upload an SVG, PNG, JPEG or WebP plan.", "notSvg");
    content = new TextEncoder().encode(serialize(svg));
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    throw invalid("This file is not the image its type says. Upload an SVG, PNG, JPEG or WebP plan.", "notImage");
  }
  if (size.type !== SIZE_TYPES[mediaType]) {
    throw invalid("This file is not the image its type says. Upload an SVG, PNG, JPEG or WebP plan.", "notImage");
  }
  const width = Math.round(size.width ?? 0);
  const height = Math.round(size.height ?? 0);
  if (width < 1 || height < 1) {
    throw invalid("The plan's size could not be read. Give the SVG a viewBox, or a width and height.", "noSize");
  }
  return { mediaType, content, width, height };
}
