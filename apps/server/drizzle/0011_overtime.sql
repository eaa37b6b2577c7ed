CREATE TABLE "overtime_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"night_minutes" integer DEFAULT 0 NOT NULL,
	"day_kind" text DEFAULT 'workday' NOT NULL,
	"outside_attendance" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"approver_id" integer,
	"decided_by_id" integer,
	"on_behalf_of_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	"converted_minutes" integer DEFAULT 0 NOT NULL,
	"filed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_premium_day" numeric(4, 2) DEFAULT 1.35 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_premium_night" numeric(4, 2) DEFAULT 1.7 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_premium_rest_day" numeric(4, 2) DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_night_start" text DEFAULT '19:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_night_end" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_conversion_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ot_hours_per_day" numeric(4, 2) DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_on_behalf_of_id_employees_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_filed_by_id_employees_id_fk" FOREIGN KEY ("filed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overtime_requests_employee_idx" ON "overtime_requests" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "overtime_requests_pending_idx" ON "overtime_requests" USING btree ("approver_id","created_at") WHERE "overtime_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "overtime_requests_date_idx" ON "overtime_requests" USING btree ("work_date","id");--> statement-breakpoint
-- Overtime lists, inboxes and dashboards are cached (topic 'overtime'): the table notifies 'hr_data' at commit.
CREATE TRIGGER overtime_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON overtime_requests FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
