/**
 * Office check-in codes (docs/product.md "Check-in and release"): each office has a printable QR code whose link
 * (/check-in/{officeCode}) checks the signed-in person into their booking at that office now.
 */
import { z } from "zod";

/** GET /api/offices/{id}/check-in-code (team managers and admins). */
export const officeCheckInCodeSchema = z.object({
  officeId: z.string(),
  officeName: z.string(),
  /** The office's code, as in the link. */
  code: z.string(),
  /** The link the QR code opens: `${APP_URL}/check-in/{code}`. */
  url: z.string(),
  /** The QR code of `url` as an SVG document. */
  svg: z.string(),
});
export type OfficeCheckInCode = z.infer<typeof officeCheckInCodeSchema>;

/** POST /api/check-in/{officeCode}: letters, digits, `-` and `_`, at most 64. */
export const officeCodeParamsSchema = z.strictObject({
  officeCode: z
    .string()
    .min(1, { error: "Check-in code is required" })
    .max(64, { error: "Check-in code is too long" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Check-in code may only contain letters, digits, - and _" }),
});
