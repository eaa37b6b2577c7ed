ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_lease_idx" ON "mail_outbox" USING btree ("locked_until") WHERE "mail_outbox"."status" = 'sending';--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP COLUMN "pending_password_hash";--> statement-breakpoint
UPDATE "mail_outbox" SET "attempts" = 1 WHERE "status" IN ('sent', 'failed');