CREATE TABLE "crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"site_id" integer,
	"pattern_id" integer,
	"anchor_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_assignments" (
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"pattern_id" integer,
	"anchor_date" date NOT NULL,
	"crew_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_assignments_employee_id_start_date_pk" PRIMARY KEY("employee_id","start_date")
);
--> statement-breakpoint
CREATE TABLE "roster_overrides" (
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"shift_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"swap_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_overrides_employee_id_work_date_pk" PRIMARY KEY("employee_id","work_date")
);
--> statement-breakpoint
CREATE TABLE "rotation_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"days" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"colleague_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"other_date" date,
	"state" text DEFAULT 'requested' NOT NULL,
	"colleague_state" text DEFAULT 'pending' NOT NULL,
	"requester_shift_ids" integer[] NOT NULL,
	"colleague_shift_ids" integer[] NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "crew_id" integer;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_pattern_id_rotation_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."rotation_patterns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_pattern_id_rotation_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."rotation_patterns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_swap_id_shift_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."shift_swaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_colleague_id_employees_id_fk" FOREIGN KEY ("colleague_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_assignments_pattern_idx" ON "roster_assignments" USING btree ("pattern_id");--> statement-breakpoint
CREATE INDEX "shift_swaps_employee_idx" ON "shift_swaps" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "shift_swaps_colleague_idx" ON "shift_swaps" USING btree ("colleague_id","work_date");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_crew_idx" ON "employees" USING btree ("crew_id") WHERE "employees"."crew_id" is not null;--> statement-breakpoint
CREATE TRIGGER rotation_patterns_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rotation_patterns FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER crews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON crews FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER roster_assignments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roster_assignments FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER roster_overrides_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roster_overrides FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER shift_swaps_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shift_swaps FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_en_uq" ON "crews" USING btree (coalesce("site_id", 0),lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_ar_uq" ON "crews" USING btree (coalesce("site_id", 0),"name_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_patterns_name_en_uq" ON "rotation_patterns" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_patterns_name_ar_uq" ON "rotation_patterns" USING btree ("name_ar");