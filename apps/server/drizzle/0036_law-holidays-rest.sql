CREATE TABLE "compensatory_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"overtime_request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"work_date" date NOT NULL,
	"due_from" date NOT NULL,
	"due_to" date NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"taken_on" date,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD COLUMN "night_source" text DEFAULT 'window' NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD COLUMN "day_off_instead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compensatory_days_off" ADD CONSTRAINT "compensatory_days_off_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_days_off" ADD CONSTRAINT "compensatory_days_off_overtime_request_id_overtime_requests_id_fk" FOREIGN KEY ("overtime_request_id") REFERENCES "public"."overtime_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_days_off" ADD CONSTRAINT "compensatory_days_off_updated_by_id_employees_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compensatory_days_off_request_uq" ON "compensatory_days_off" USING btree ("overtime_request_id");--> statement-breakpoint
CREATE INDEX "compensatory_days_off_employee_idx" ON "compensatory_days_off" USING btree ("employee_id","work_date");--> statement-breakpoint
-- Art 129 ¶2 sets 3x for holiday work, but an organisation from before keeps what it paid (its rest-day premium) until HR changes it: HR is shown the suggestion, nothing changes silently.
UPDATE "organisation" SET "ot_premium_holiday" = "ot_premium_rest_day";