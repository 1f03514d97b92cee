/**
 * Reading an uploaded floor plan (docs/product.md "Floor plans"): a PNG, JPEG or WebP is kept as
 * sent once its bytes show it is what its type says; an SVG is sanitised (svg-sanitizer.ts) in a
 * worker thread, so a drawing of megabytes that takes seconds to sanitise holds up no other request.
 * The size is read from the image itself (image-size).
 */
import { Worker } from "node:worker_threads";
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

/** The longest a drawing may take to sanitise before it is refused as too complex. */
const SANITIZE_TIMEOUT_MS = 30_000;

/** `svg` sanitised in a worker of its own (one per upload: uploads are rare), or null when no drawing. */
function sanitizeInWorker(svg: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./svg-sanitizer.ts", import.meta.url));
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        invalid("This drawing is too complex to check. Simplify it, or upload it as a PNG or WebP.", "tooComplex"),
      );
    }, SANITIZE_TIMEOUT_MS);
    worker.once("message", (result: string | null) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.postMessage(svg);
  });
}

const invalid = (reason: string, id: "notImage" | "notSvg" | "noSize" | "tooComplex") =>
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
    const svg = await sanitizeInWorker(new TextDecoder().decode(bytes));
    if (!svg) throw invalid("This file is not an SVG drawing. Upload an SVG, PNG, JPEG or WebP plan.", "notSvg");
    content = new TextEncoder().encode(svg);
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
