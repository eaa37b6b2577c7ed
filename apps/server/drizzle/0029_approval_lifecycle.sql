CREATE TABLE "approval_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"leave_type_id" integer,
	"steps" jsonb NOT NULL,
	"escalate_after_days" integer,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_id" integer NOT NULL,
	"step" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"to_approver_id" integer,
	"to_pool" text,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"chain" jsonb NOT NULL,
	"scope_id" integer,
	"step" integer DEFAULT 0 NOT NULL,
	"approver_id" integer,
	"pool" text,
	"site_id" integer,
	"escalate_after_days" integer,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step_since" timestamp with time zone DEFAULT now() NOT NULL,
	"escalations" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overtime_requests" DROP CONSTRAINT "overtime_requests_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "permission_requests" DROP CONSTRAINT "permission_requests_approver_id_employees_id_fk";
--> statement-breakpoint
DROP INDEX "overtime_requests_pending_idx";--> statement-breakpoint
DROP INDEX "permission_requests_pending_idx";--> statement-breakpoint
DROP INDEX "leave_requests_change_idx";--> statement-breakpoint
DROP INDEX "leave_requests_pending_idx";--> statement-breakpoint
DROP INDEX "leave_requests_step_idx";--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_updated_by_id_employees_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_on_behalf_of_id_employees_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_to_approver_id_employees_id_fk" FOREIGN KEY ("to_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chains_kind_uq" ON "approval_chains" USING btree ("kind",coalesce("leave_type_id", 0));--> statement-breakpoint
CREATE INDEX "approval_events_approval_idx" ON "approval_events" USING btree ("approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_waiting_subject_uq" ON "approvals" USING btree ("kind","subject_id") WHERE "approvals"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "approvals_subject_idx" ON "approvals" USING btree ("kind","subject_id","id");--> statement-breakpoint
CREATE INDEX "approvals_waiting_approver_idx" ON "approvals" USING btree ("approver_id","filed_at") WHERE "approvals"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "approvals_waiting_pool_idx" ON "approvals" USING btree ("pool","site_id","filed_at") WHERE "approvals"."state" = 'waiting' and "approvals"."pool" is not null;--> statement-breakpoint
CREATE INDEX "approvals_waiting_since_idx" ON "approvals" USING btree ("step_since") WHERE "approvals"."state" = 'waiting';--> statement-breakpoint
-- Today's rule as chains: overtime and permissions go to the nearest manager, HR where there is none.
INSERT INTO "approval_chains" ("kind", "steps") VALUES
  ('overtime', '[{"approver":"manager","personId":null}]'::jsonb),
  ('permission', '[{"approver":"manager","personId":null}]'::jsonb);--> statement-breakpoint
-- Every overtime request and permission, waiting or decided, keeps who decides it in the lifecycle's table.
INSERT INTO "approvals" ("kind", "subject_id", "employee_id", "state", "chain", "step", "approver_id", "pool", "site_id", "filed_at", "step_since", "updated_at")
SELECT 'overtime', o.id, o.employee_id,
  CASE o.state WHEN 'requested' THEN 'waiting' WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' ELSE 'closed' END,
  '[{"approver":"manager","personId":null}]'::jsonb, 0, o.approver_id, CASE WHEN o.approver_id IS NULL THEN 'hr' END, e.site_id,
  o.created_at, o.created_at, o.updated_at
FROM "overtime_requests" o JOIN "employees" e ON e.id = o.employee_id;--> statement-breakpoint
INSERT INTO "approvals" ("kind", "subject_id", "employee_id", "state", "chain", "step", "approver_id", "pool", "site_id", "filed_at", "step_since", "updated_at")
SELECT 'permission', p.id, p.employee_id,
  CASE p.state WHEN 'requested' THEN 'waiting' WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' ELSE 'closed' END,
  '[{"approver":"manager","personId":null}]'::jsonb, 0, p.approver_id, CASE WHEN p.approver_id IS NULL THEN 'hr' END, e.site_id,
  p.created_at, p.created_at, p.updated_at
FROM "permission_requests" p JOIN "employees" e ON e.id = p.employee_id;--> statement-breakpoint
-- Leave: each leave type's approval flow as its chain; every request (and every ask to change approved leave) in the lifecycle.
INSERT INTO "approval_chains" ("kind", "leave_type_id", "steps")
SELECT 'leave', t.id, CASE t.approval_flow WHEN 'manager_hr' THEN '[{"approver":"manager","personId":null},{"approver":"hr","personId":null}]'::jsonb
  ELSE '[{"approver":"manager","personId":null}]'::jsonb END
FROM "leave_types" t;--> statement-breakpoint
INSERT INTO "approvals" ("kind", "subject_id", "employee_id", "state", "chain", "scope_id", "step", "approver_id", "pool", "site_id", "filed_at", "step_since", "updated_at")
SELECT 'leave', r.id, r.employee_id,
  CASE r.state WHEN 'requested' THEN 'waiting' WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' ELSE 'closed' END,
  c.steps, r.leave_type_id,
  CASE WHEN r.state = 'requested' AND r.step = 'hr' THEN 1 ELSE 0 END,
  CASE WHEN r.state = 'requested' AND r.step = 'hr' THEN NULL ELSE r.approver_id END,
  CASE WHEN (r.state = 'requested' AND r.step = 'hr') OR r.approver_id IS NULL THEN 'hr' END,
  e.site_id, r.created_at, r.updated_at, r.updated_at
FROM "leave_requests" r JOIN "employees" e ON e.id = r.employee_id
  JOIN "approval_chains" c ON c.kind = 'leave' AND c.leave_type_id = r.leave_type_id;--> statement-breakpoint
INSERT INTO "approvals" ("kind", "subject_id", "employee_id", "state", "chain", "step", "approver_id", "pool", "site_id", "filed_at", "step_since", "updated_at")
SELECT 'leave_change', r.id, r.employee_id, 'waiting',
  CASE WHEN r.approver_id IS NULL THEN '[{"approver":"hr","personId":null}]'::jsonb
    ELSE jsonb_build_array(jsonb_build_object('approver', 'person', 'personId', r.approver_id)) END,
  0, r.approver_id, CASE WHEN r.approver_id IS NULL THEN 'hr' END, e.site_id,
  coalesce(r.change_requested_at, r.updated_at), coalesce(r.change_requested_at, r.updated_at), r.updated_at
FROM "leave_requests" r JOIN "employees" e ON e.id = r.employee_id
WHERE r.state = 'approved' AND r.change_kind IS NOT NULL;--> statement-breakpoint
-- Attendance corrections: HR (and site HR of the person's site) decide, as before.
INSERT INTO "approval_chains" ("kind", "steps") VALUES ('attendance_issue', '[{"approver":"hr","personId":null}]'::jsonb);--> statement-breakpoint
INSERT INTO "approvals" ("kind", "subject_id", "employee_id", "state", "chain", "step", "approver_id", "pool", "site_id", "filed_at", "step_since", "updated_at")
SELECT 'attendance_issue', i.id, i.employee_id,
  CASE i.state WHEN 'requested' THEN 'waiting' WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' ELSE 'closed' END,
  '[{"approver":"hr","personId":null}]'::jsonb, 0, NULL, 'hr', e.site_id, i.created_at, i.created_at, coalesce(i.decided_at, i.created_at)
FROM "attendance_issues" i JOIN "employees" e ON e.id = i.employee_id;--> statement-breakpoint
-- The colleague who covers: their answer is the one step of a handover.
INSERT INTO "approvals" ("kind", "subject_id", "employee_id", "state", "chain", "step", "approver_id", "site_id", "filed_at", "step_since", "updated_at")
SELECT 'handover', r.id, r.employee_id, 'waiting', jsonb_build_array(jsonb_build_object('approver', 'person', 'personId', r.handover_employee_id)),
  0, r.handover_employee_id, e.site_id, r.created_at, r.created_at, r.updated_at
FROM "leave_requests" r JOIN "employees" e ON e.id = r.employee_id
WHERE r.state = 'requested' AND r.handover_state = 'pending' AND r.handover_employee_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_requests" DROP COLUMN "approver_id";--> statement-breakpoint
ALTER TABLE "permission_requests" DROP COLUMN "approver_id";--> statement-breakpoint
ALTER TABLE "leave_requests" DROP COLUMN "step";--> statement-breakpoint
ALTER TABLE "leave_requests" DROP COLUMN "needs_hr";--> statement-breakpoint
CREATE TRIGGER approvals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON approvals FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER approval_chains_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON approval_chains FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TABLE "approval_digests" (
	"employee_id" integer NOT NULL,
	"day" date NOT NULL,
	"waiting" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_digests_employee_id_day_pk" PRIMARY KEY("employee_id","day")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approval_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_digests" ADD CONSTRAINT "approval_digests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
