CREATE TABLE "mother_records" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"expected_delivery" date,
	"child_birth_date" date,
	"nursing_choice" text,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "chronic_illness" text;--> statement-breakpoint
ALTER TABLE "mother_records" ADD CONSTRAINT "mother_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mother_records" ADD CONSTRAINT "mother_records_updated_by_id_employees_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;