ALTER TABLE "employees" ADD COLUMN "short_stature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hazardous_work" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "prior_service_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "legal_date" date;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "min_workforce" integer;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "min_gap_months" integer;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_premium_holiday" numeric(4, 2) DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "law_suggestions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rotation_patterns" ADD COLUMN "law_reason" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "law_reason" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "remote_area" boolean DEFAULT false NOT NULL;