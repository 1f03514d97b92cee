ALTER TABLE "mail_sends" DROP CONSTRAINT "mail_sends_kind_check";--> statement-breakpoint
ALTER TABLE "mail_sends" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_kind_check" CHECK ("mail_sends"."kind" in ('invitation', 'template_test', 'verification'));--> statement-breakpoint
-- Joining through an invitation no longer confirms an address: the inviting admin sees the code,
-- so its use proves nothing about who reads the mailbox (docs/operations.md "Mail limits and e-mail
-- verification"). Migration 0016 counted those joins as confirmed; they are unconfirmed again
-- unless the person also confirmed through a link.
UPDATE "users" SET "email_verified" = false
WHERE "email_verified"
  AND EXISTS (SELECT 1 FROM "invitations" i WHERE i."used_by" = "users"."id")
  AND NOT EXISTS (
    SELECT 1 FROM "audit_events" a
    WHERE a."action" = 'user.email_verified' AND a."target_type" = 'user' AND a."target_id" = "users"."id"
  );
