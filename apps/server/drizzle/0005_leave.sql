CREATE TABLE "calendar_feeds" (
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_employee_id_kind_pk" PRIMARY KEY("employee_id","kind")
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"delegator_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_attachments" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"balance_type_id" integer,
	"year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day" text DEFAULT 'none' NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"step" text,
	"approver_id" integer,
	"decided_by_id" integer,
	"manager_approved_by_id" integer,
	"needs_hr" boolean DEFAULT false NOT NULL,
	"handover_employee_id" integer,
	"handover_state" text,
	"shift_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"filed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"balance_type_id" integer,
	"entitlement_rule" text DEFAULT 'none' NOT NULL,
	"yearly_days" integer DEFAULT 0 NOT NULL,
	"yearly_cap_days" integer,
	"day_basis" text DEFAULT 'working' NOT NULL,
	"max_consecutive_days" integer,
	"min_notice_days" integer DEFAULT 0 NOT NULL,
	"half_day_allowed" boolean DEFAULT false NOT NULL,
	"attachment_over_days" integer,
	"approval_flow" text DEFAULT 'manager' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "handover_acceptance_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "carry_over_years" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "leave_start_year" integer DEFAULT (extract(year from now()))::int NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegator_id_employees_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegate_id_employees_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_attachments" ADD CONSTRAINT "leave_attachments_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_events" ADD CONSTRAINT "leave_events_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_events" ADD CONSTRAINT "leave_events_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_events" ADD CONSTRAINT "leave_events_on_behalf_of_id_employees_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_balance_type_id_leave_types_id_fk" FOREIGN KEY ("balance_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_manager_approved_by_id_employees_id_fk" FOREIGN KEY ("manager_approved_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_handover_employee_id_employees_id_fk" FOREIGN KEY ("handover_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_filed_by_id_employees_id_fk" FOREIGN KEY ("filed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_balance_type_id_leave_types_id_fk" FOREIGN KEY ("balance_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "delegations_delegate_idx" ON "delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "delegations_delegator_idx" ON "delegations" USING btree ("delegator_id");--> statement-breakpoint
CREATE INDEX "leave_events_request_idx" ON "leave_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "leave_ledger_employee_idx" ON "leave_ledger" USING btree ("employee_id","leave_type_id","year");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_pending_idx" ON "leave_requests" USING btree ("approver_id") WHERE "leave_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "leave_requests_step_idx" ON "leave_requests" USING btree ("step") WHERE "leave_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "leave_requests_handover_idx" ON "leave_requests" USING btree ("handover_employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_dates_idx" ON "leave_requests" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "leave_requests_balance_idx" ON "leave_requests" USING btree ("employee_id","balance_type_id","year");--> statement-breakpoint
-- The preset leave types (Egypt, Labour Law 14 of 2025); HR edits them and adds more.
INSERT INTO "leave_types" ("code", "name_en", "name_ar", "entitlement_rule", "yearly_days", "yearly_cap_days", "day_basis", "max_consecutive_days", "min_notice_days", "half_day_allowed", "attachment_over_days", "approval_flow", "sort_order") VALUES
  ('annual', 'Annual', 'اعتيادي', 'egypt_annual', 0, NULL, 'working', NULL, 0, true, NULL, 'manager', 1),
  ('casual', 'Casual', 'عارضة', 'none', 0, 6, 'working', 2, 0, true, NULL, 'manager', 2),
  ('day_off', 'Day Off', 'يوم راحة', 'none', 0, NULL, 'working', 1, 0, false, NULL, 'manager', 3),
  ('sick', 'Sick', 'مرضية', 'none', 0, NULL, 'calendar', NULL, 0, false, 1, 'manager_hr', 4),
  ('mission', 'Mission', 'مأمورية', 'none', 0, NULL, 'working', NULL, 0, true, NULL, 'manager', 5),
  ('overtime', 'Overtime', 'بدل ساعات إضافية', 'none', 0, NULL, 'working', NULL, 0, true, NULL, 'manager', 6),
  ('other', 'Other', 'أخرى', 'none', 0, NULL, 'working', NULL, 0, false, NULL, 'manager_hr', 7);
--> statement-breakpoint
UPDATE "leave_types" SET "balance_type_id" = "id" WHERE "code" IN ('annual', 'overtime');
--> statement-breakpoint
UPDATE "leave_types" SET "balance_type_id" = (SELECT "id" FROM "leave_types" WHERE "code" = 'annual') WHERE "code" IN ('casual', 'day_off');
