ALTER TABLE "leave_types" ADD COLUMN "eligible_gender" text;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "min_service_months" integer;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "max_times_in_service" integer;