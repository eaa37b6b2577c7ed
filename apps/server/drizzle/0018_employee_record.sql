ALTER TABLE "employees" ADD COLUMN "job_title" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "national_id" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "social_insurance_no" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contract_type" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contract_start" date;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contract_end" date;
--> statement-breakpoint
ALTER TABLE "employees" drop column "search_text";
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(full_name_en || ' ' || full_name_ar || ' ' || email || ' ' || emp_code::text || ' ' || coalesce(job_title, '') || ' ' || coalesce(national_id, '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED;
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_national_id_uq" ON "employees" USING btree ("national_id") WHERE "employees"."national_id" is not null;
