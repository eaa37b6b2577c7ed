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
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "overtime_requests" DROP COLUMN "approver_id";--> statement-breakpoint
ALTER TABLE "permission_requests" DROP COLUMN "approver_id";--> statement-breakpoint
CREATE TRIGGER approvals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON approvals FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER approval_chains_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON approval_chains FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
