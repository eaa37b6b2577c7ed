ALTER TABLE "leave_requests" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "change_end_date" date;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "change_reason" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "change_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leave_requests_change_idx" ON "leave_requests" USING btree ("approver_id") WHERE "leave_requests"."change_kind" is not null;