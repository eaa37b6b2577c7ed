CREATE TABLE "permission_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"minutes" integer NOT NULL,
	"deducted_minutes" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"approver_id" integer,
	"decided_by_id" integer,
	"on_behalf_of_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	"filed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"max_minutes" integer DEFAULT 120 NOT NULL,
	"per_month" integer DEFAULT 2 NOT NULL,
	"minutes_per_month" integer DEFAULT 240 NOT NULL,
	"needs_approval" boolean DEFAULT true NOT NULL,
	"over_quota" text DEFAULT 'refuse' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ramadan_periods" (
	"year" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "arabic_digits" boolean;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "ramadan_start_time" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "ramadan_end_time" text;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_type_id_permission_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."permission_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_on_behalf_of_id_employees_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_requests" ADD CONSTRAINT "permission_requests_filed_by_id_employees_id_fk" FOREIGN KEY ("filed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permission_requests_employee_idx" ON "permission_requests" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "permission_requests_pending_idx" ON "permission_requests" USING btree ("approver_id","created_at") WHERE "permission_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "permission_requests_date_idx" ON "permission_requests" USING btree ("work_date","id");--> statement-breakpoint
INSERT INTO "permission_types" ("kind", "name_en", "name_ar", "max_minutes", "per_month", "minutes_per_month", "needs_approval", "over_quota") VALUES
  ('late_arrival', 'Late arrival', 'إذن تأخير', 120, 2, 240, true, 'refuse'),
  ('early_leave', 'Early leave', 'إذن انصراف مبكر', 120, 2, 240, true, 'refuse');
--> statement-breakpoint
CREATE TRIGGER permission_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permission_requests FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER permission_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permission_types FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER ramadan_periods_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ramadan_periods FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
