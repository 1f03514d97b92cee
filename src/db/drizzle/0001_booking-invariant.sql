-- The booking invariant (docs/product.md "Spaces and seats"): no seat of an office is held by
-- two confirmed bookings at the same instant. Seats are the half-open int4range [seat_from, seat_to)
-- (seat_to NULL = every seat), time is the half-open tstzrange [start_at, end_at), so back-to-back
-- bookings do not overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "office_id" WITH =,
  int4range("seat_from", "seat_to") WITH &&,
  tstzrange("start_at", "end_at", '[)') WITH &&
) WHERE ("status" = 'confirmed');
--> statement-breakpoint
-- Audit rows are append-only: no code path may change or remove them (docs/product.md "Audit").
CREATE OR REPLACE FUNCTION "audit_events_forbid_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_forbid_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_forbid_change"();
--> statement-breakpoint
-- An invitation code is looked up by its hash; e-mails of users are unique regardless of case.
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" (lower("email"));
