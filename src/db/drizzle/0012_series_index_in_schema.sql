-- A no-op on every database migrated through 0007: the series occurrence index and the bookings ->
-- series foreign key were created by 0007's hand-written SQL and are now declared in
-- src/db/schema/bookings.ts, so drizzle-kit's snapshot knows them. Written idempotently so that no
-- DDL runs twice.
CREATE UNIQUE INDEX IF NOT EXISTS "bookings_series_occurrence_idx" ON "bookings" USING btree ("series_id","occurrence_date") WHERE "bookings"."series_id" IS NOT NULL;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_constraint WHERE conname = 'bookings_series_fk' AND conrelid = 'public.bookings'::regclass
  ) THEN
    ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END
$$;
