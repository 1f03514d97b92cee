/**
 * Business constants of the product (spec section 9; docs/product.md "Time", "Trial", "Invitations").
 * Minutes are minutes after local midnight in the team's IANA time zone.
 */
export const PRODUCT_NAME_DEFAULT = "Officely";
export const TRIAL_DAYS = 14;
export const INVITE_CODE_MIN_LENGTH = 8;
export const INVITE_CODE_LENGTH = 10;
export const INVITE_TTL_DAYS = 7;
export const DEFAULT_TIME_ZONE = "America/New_York";
/** Business hours default: 07:00 to 20:00 local. */
export const DEFAULT_BUSINESS_START_MINUTE = 7 * 60;
export const DEFAULT_BUSINESS_END_MINUTE = 20 * 60;
/** Bookings start and end on a 15-minute grid (docs/product.md "Time"). */
export const SLOT_MINUTES = 15;
export const MIN_BOOKING_MINUTES = 15;
export const MAX_BOOKING_MINUTES = 12 * 60;
/** A quick booking lasts one hour (spec section 4). */
export const QUICK_BOOKING_MINUTES = 60;
/** How far ahead a booking may start (docs/product.md "Time": a team rule; this is its default). */
export const BOOKING_HORIZON_DAYS = 365;
export const HOME_OFFICES_LIMIT = 6;
export const UPCOMING_LIMIT_DEFAULT = 5;
export const UPCOMING_LIMIT_MAX = 50;
/** The longest span of team-local days one range read (bookings, availability) may cover. */
export const RANGE_DAYS_MAX = 62;
/** My Bookings pages: `limit` default and maximum. */
export const MINE_LIMIT_DEFAULT = 50;
export const MINE_LIMIT_MAX = 100;
/** Recurring series pages: `limit` default and maximum. */
export const SERIES_LIMIT_DEFAULT = 50;
export const SERIES_LIMIT_MAX = 200;
/**
 * The response header carrying the next page's cursor, on lists whose body stays a bare list
 * (members, series; docs/architecture.md "Lists that page"); absent on the last page.
 */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
/** Rows of one My Bookings CSV export at most. */
export const MINE_CSV_ROWS_MAX = 10_000;
/**
 * No booking lasts longer than this, whatever the policy: the business-hours rule keeps every
 * booking inside one local day, and no local day lasts more than 25 hours. Range reads bound a
 * booking's start by it, so they scan the (team_id, start_at) index over a tight range.
 */
export const BOOKING_SPAN_MAX_MINUTES = 25 * 60;
export const OFFICE_CAPACITY_MAX = 500;
export const NAME_MAX = 120;
export const TEXT_MAX = 500;
export const EQUIPMENT_OPTIONS = ["monitor", "coffee", "whiteboard", "video", "standing-desk", "phone"] as const;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A booking is live while `confirmed` (checked in or not); `cancelled` and `released` free its seats. */
export const BOOKING_STATUSES = ["confirmed", "cancelled", "released"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Stored team states; "expired" is derived from a trial's end (docs/product.md "Platform"). */
export const TEAM_STATUSES = ["trial", "active", "suspended"] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
/** Company sizes offered by the larger team registration (spec section 3); '10-25' is its default. */
export const COMPANY_SIZES = ["1-9", "10-25", "26-50", "51-200", "201-1000", "1000+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const DEFAULT_COMPANY_SIZE: CompanySize = "10-25";
export const DEFAULT_INDUSTRY = "Technology";
