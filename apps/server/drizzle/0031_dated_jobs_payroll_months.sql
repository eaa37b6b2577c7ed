CREATE TABLE "job_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"site_id" integer,
	"department_id" integer,
	"section_id" integer,
	"shift_id" integer,
	"manager_id" integer,
	"job_title" text,
	"contract_type" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_adjustments" (
	"payroll_month_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "payroll_adjustments_payroll_month_id_employee_id_work_date_pk" PRIMARY KEY("payroll_month_id","employee_id","work_date")
);
--> statement-breakpoint
CREATE TABLE "payroll_days" (
	"payroll_month_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"facts" jsonb NOT NULL,
	CONSTRAINT "payroll_days_payroll_month_id_employee_id_work_date_pk" PRIMARY KEY("payroll_month_id","employee_id","work_date")
);
--> statement-breakpoint
CREATE TABLE "payroll_dirty_days" (
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_dirty_days_employee_id_work_date_pk" PRIMARY KEY("employee_id","work_date")
);
--> statement-breakpoint
CREATE TABLE "payroll_files" (
	"payroll_month_id" integer NOT NULL,
	"format" text NOT NULL,
	"lang" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "payroll_files_payroll_month_id_format_lang_pk" PRIMARY KEY("payroll_month_id","format","lang")
);
--> statement-breakpoint
CREATE TABLE "payroll_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"site_id" integer,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"closed_by_id" integer,
	"closed_at" timestamp with time zone,
	"forced" boolean DEFAULT false NOT NULL,
	"force_reason" text DEFAULT '' NOT NULL,
	"checklist" jsonb,
	"reopened_by_id" integer,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_rows" (
	"payroll_month_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"part" text NOT NULL,
	"employee_id" integer NOT NULL,
	"site_id" integer,
	"department_id" integer,
	"cells_en" jsonb NOT NULL,
	"cells_ar" jsonb NOT NULL,
	CONSTRAINT "payroll_rows_payroll_month_id_seq_pk" PRIMARY KEY("payroll_month_id","seq")
);
--> statement-breakpoint
CREATE TABLE "shift_versions" (
	"shift_id" integer NOT NULL,
	"valid_until" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"grace_minutes" integer NOT NULL,
	"work_days" integer[] NOT NULL,
	"ramadan_start_time" text,
	"ramadan_end_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_versions_shift_id_valid_until_pk" PRIMARY KEY("shift_id","valid_until")
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "for_date" date;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "terminal_grace_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_payroll_month_id_payroll_months_id_fk" FOREIGN KEY ("payroll_month_id") REFERENCES "public"."payroll_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_days" ADD CONSTRAINT "payroll_days_payroll_month_id_payroll_months_id_fk" FOREIGN KEY ("payroll_month_id") REFERENCES "public"."payroll_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_files" ADD CONSTRAINT "payroll_files_payroll_month_id_payroll_months_id_fk" FOREIGN KEY ("payroll_month_id") REFERENCES "public"."payroll_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_months" ADD CONSTRAINT "payroll_months_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_months" ADD CONSTRAINT "payroll_months_closed_by_id_employees_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_months" ADD CONSTRAINT "payroll_months_reopened_by_id_employees_id_fk" FOREIGN KEY ("reopened_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_rows" ADD CONSTRAINT "payroll_rows_payroll_month_id_payroll_months_id_fk" FOREIGN KEY ("payroll_month_id") REFERENCES "public"."payroll_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_versions" ADD CONSTRAINT "shift_versions_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_history_employee_from_uq" ON "job_history" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "job_history_site_idx" ON "job_history" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "job_history_department_idx" ON "job_history" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "job_history_section_idx" ON "job_history" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "job_history_shift_idx" ON "job_history" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "job_history_manager_idx" ON "job_history" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "payroll_adjustments_employee_idx" ON "payroll_adjustments" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "payroll_days_employee_idx" ON "payroll_days" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_months_version_uq" ON "payroll_months" USING btree ("month",coalesce("site_id", 0),"version");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_months_open_uq" ON "payroll_months" USING btree ("month",coalesce("site_id", 0)) WHERE "payroll_months"."state" in ('closing', 'closed');--> statement-breakpoint
CREATE INDEX "attendance_events_created_idx" ON "attendance_events" USING btree ("created_at");
-- Dated job data: every person gets one row from their hire date (or the day the record was made)
-- with the values on their record today. Nothing else changes.
INSERT INTO "job_history" ("employee_id", "effective_from", "site_id", "department_id", "section_id", "shift_id", "manager_id", "job_title", "contract_type")
SELECT "id", coalesce("hire_date", ("created_at" AT TIME ZONE 'UTC')::date), "site_id", "department_id", "section_id", "shift_id", "manager_id", "job_title", "contract_type" FROM "employees";--> statement-breakpoint
CREATE TRIGGER job_history_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_history FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER shift_versions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shift_versions FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER payroll_months_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payroll_months FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
-- A change to a day of a closed (or closing) payroll month marks the person-day, whatever wrote it
-- (a late approval, a device's late batch, a cancelled leave): the next open month's sheet measures
-- those days again against what was issued. One statement-level trigger per table and operation
-- (transition tables allow one event each); nothing is done while no month is closed.
CREATE OR REPLACE FUNCTION payroll_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore loads the rows as they were backed up, marks included (src/db/restore.ts sets this).
  IF current_setting('hr.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM payroll_months WHERE state IN ('closing', 'closed')) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'attendance_events' THEN
    -- The local day of the instant, and the day before (a night shift's sign-out belongs to it).
    INSERT INTO payroll_dirty_days (employee_id, work_date)
    SELECT DISTINCT r.employee_id, d.day
    FROM changed_rows r
    CROSS JOIN LATERAL (SELECT (r.occurred_at AT TIME ZONE o.time_zone)::date AS local FROM organisation o WHERE o.id = 1) l
    CROSS JOIN LATERAL (VALUES (l.local), (l.local - 1)) d(day)
    WHERE EXISTS (SELECT 1 FROM payroll_months m WHERE m.month = to_char(d.day, 'YYYY-MM') AND m.state IN ('closing', 'closed'))
    ON CONFLICT (employee_id, work_date) DO UPDATE SET at = now();
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO payroll_dirty_days (employee_id, work_date)
      SELECT DISTINCT r.employee_id, d.day
      FROM old_rows r
      CROSS JOIN LATERAL (SELECT (r.occurred_at AT TIME ZONE o.time_zone)::date AS local FROM organisation o WHERE o.id = 1) l
      CROSS JOIN LATERAL (VALUES (l.local), (l.local - 1)) d(day)
      WHERE EXISTS (SELECT 1 FROM payroll_months m WHERE m.month = to_char(d.day, 'YYYY-MM') AND m.state IN ('closing', 'closed'))
      ON CONFLICT (employee_id, work_date) DO UPDATE SET at = now();
    END IF;
  ELSIF TG_TABLE_NAME = 'leave_requests' THEN
    INSERT INTO payroll_dirty_days (employee_id, work_date)
    SELECT DISTINCT r.employee_id, g::date
    FROM changed_rows r
    CROSS JOIN LATERAL generate_series(r.start_date, r.end_date, interval '1 day') g
    WHERE EXISTS (SELECT 1 FROM payroll_months m WHERE m.month = to_char(g, 'YYYY-MM') AND m.state IN ('closing', 'closed'))
    ON CONFLICT (employee_id, work_date) DO UPDATE SET at = now();
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO payroll_dirty_days (employee_id, work_date)
      SELECT DISTINCT r.employee_id, g::date
      FROM old_rows r
      CROSS JOIN LATERAL generate_series(r.start_date, r.end_date, interval '1 day') g
      WHERE EXISTS (SELECT 1 FROM payroll_months m WHERE m.month = to_char(g, 'YYYY-MM') AND m.state IN ('closing', 'closed'))
      ON CONFLICT (employee_id, work_date) DO UPDATE SET at = now();
    END IF;
  ELSE
    -- Tables with a work date: attendance issues and resolutions, permissions, overtime.
    INSERT INTO payroll_dirty_days (employee_id, work_date)
    SELECT DISTINCT r.employee_id, r.work_date
    FROM changed_rows r
    WHERE EXISTS (SELECT 1 FROM payroll_months m WHERE m.month = to_char(r.work_date, 'YYYY-MM') AND m.state IN ('closing', 'closed'))
    ON CONFLICT (employee_id, work_date) DO UPDATE SET at = now();
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO payroll_dirty_days (employee_id, work_date)
      SELECT DISTINCT r.employee_id, r.work_date
      FROM old_rows r
      WHERE EXISTS (SELECT 1 FROM payroll_months m WHERE m.month = to_char(r.work_date, 'YYYY-MM') AND m.state IN ('closing', 'closed'))
      ON CONFLICT (employee_id, work_date) DO UPDATE SET at = now();
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_events_payroll_ins AFTER INSERT ON attendance_events REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_events_payroll_upd AFTER UPDATE ON attendance_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_events_payroll_del AFTER DELETE ON attendance_events REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER leave_requests_payroll_ins AFTER INSERT ON leave_requests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER leave_requests_payroll_upd AFTER UPDATE ON leave_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER leave_requests_payroll_del AFTER DELETE ON leave_requests REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_issues_payroll_ins AFTER INSERT ON attendance_issues REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_issues_payroll_upd AFTER UPDATE ON attendance_issues REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_issues_payroll_del AFTER DELETE ON attendance_issues REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_resolutions_payroll_ins AFTER INSERT ON attendance_resolutions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_resolutions_payroll_upd AFTER UPDATE ON attendance_resolutions REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER attendance_resolutions_payroll_del AFTER DELETE ON attendance_resolutions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER permission_requests_payroll_ins AFTER INSERT ON permission_requests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER permission_requests_payroll_upd AFTER UPDATE ON permission_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER permission_requests_payroll_del AFTER DELETE ON permission_requests REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER overtime_requests_payroll_ins AFTER INSERT ON overtime_requests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER overtime_requests_payroll_upd AFTER UPDATE ON overtime_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();--> statement-breakpoint
CREATE TRIGGER overtime_requests_payroll_del AFTER DELETE ON overtime_requests REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_mark_dirty();
