CREATE TABLE "attendance_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"work_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"filed_by_id" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	"correction_event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"kind" text NOT NULL,
	"leave_request_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"resolved_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_imports" ADD CONSTRAINT "attendance_imports_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_issues" ADD CONSTRAINT "attendance_issues_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_issues" ADD CONSTRAINT "attendance_issues_filed_by_id_employees_id_fk" FOREIGN KEY ("filed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_issues" ADD CONSTRAINT "attendance_issues_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_issues" ADD CONSTRAINT "attendance_issues_correction_event_id_attendance_events_id_fk" FOREIGN KEY ("correction_event_id") REFERENCES "public"."attendance_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_resolutions" ADD CONSTRAINT "attendance_resolutions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_resolutions" ADD CONSTRAINT "attendance_resolutions_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_resolutions" ADD CONSTRAINT "attendance_resolutions_resolved_by_id_employees_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_issues_pending_idx" ON "attendance_issues" USING btree ("created_at","id") WHERE "attendance_issues"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "attendance_issues_employee_idx" ON "attendance_issues" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_issues_pending_uq" ON "attendance_issues" USING btree ("employee_id","work_date","event_type") WHERE "attendance_issues"."state" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_resolutions_uq" ON "attendance_resolutions" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_resolutions_date_idx" ON "attendance_resolutions" USING btree ("work_date");--> statement-breakpoint
-- Daily statuses and absence lists are cached (topic 'attendance'): the tables they read notify 'hr_data' at commit.
CREATE TRIGGER attendance_events_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendance_events FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER attendance_issues_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendance_issues FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER attendance_resolutions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendance_resolutions FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
