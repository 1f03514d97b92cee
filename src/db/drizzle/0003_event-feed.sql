ALTER TABLE "outbox_emails" ADD COLUMN "event_seq" bigint;--> statement-breakpoint
CREATE INDEX "events_tx_seq_idx" ON "events" USING btree ("tx_id","seq");--> statement-breakpoint
CREATE INDEX "outbox_event_seq_idx" ON "outbox_emails" USING btree ("event_seq");