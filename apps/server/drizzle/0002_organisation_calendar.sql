CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"site_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"work_days" integer[] DEFAULT ARRAY[0,1,2,3,4]::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "weekend_days" integer[] DEFAULT ARRAY[5,6]::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "smtp_url" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "mail_from" text;--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_section_idx" ON "employees" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "employees_shift_idx" ON "employees" USING btree ("shift_id");