CREATE TABLE "employee_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" integer,
	"removed" integer,
	"deactivated" integer
);
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" drop column "search_text";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(full_name_en || ' ' || full_name_ar || ' ' || coalesce(email, '') || ' ' || emp_code::text || ' ' || coalesce(job_title, '') || ' ' || coalesce(national_id, '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "invited_via" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "tracking_start" date;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "setup_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_undone_by_id_employees_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_imports_created_idx" ON "employee_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "employees_import_idx" ON "employees" USING btree ("import_id") WHERE "employees"."import_id" is not null;