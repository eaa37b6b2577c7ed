CREATE TABLE "annual_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"year" integer NOT NULL,
	"decision" text NOT NULL,
	"days" numeric(7, 3) NOT NULL,
	"end_of_service" boolean DEFAULT false NOT NULL,
	"take_by" date,
	"refused_on" date,
	"note" text DEFAULT '' NOT NULL,
	"payroll_month" text,
	"ledger_id" bigint,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "annual_no_expiry_from" integer;--> statement-breakpoint
ALTER TABLE "annual_settlements" ADD CONSTRAINT "annual_settlements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_settlements" ADD CONSTRAINT "annual_settlements_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_settlements" ADD CONSTRAINT "annual_settlements_ledger_id_leave_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."leave_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_settlements" ADD CONSTRAINT "annual_settlements_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annual_settlements_employee_idx" ON "annual_settlements" USING btree ("employee_id","year");--> statement-breakpoint
CREATE INDEX "annual_settlements_month_idx" ON "annual_settlements" USING btree ("payroll_month") WHERE "annual_settlements"."payroll_month" is not null;