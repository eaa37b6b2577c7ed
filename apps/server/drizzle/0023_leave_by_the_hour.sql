ALTER TABLE "leave_requests" ALTER COLUMN "days" SET DATA TYPE numeric(7, 3);--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "hours_allowed" boolean DEFAULT false NOT NULL;