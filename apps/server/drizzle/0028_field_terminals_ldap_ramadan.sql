CREATE TABLE "device_unmapped_punches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"pin" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" integer,
	"verify" integer,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_employee_id" integer
);
--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "punch_direction" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD COLUMN "device_status" integer;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_ca_cert" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_group_dn" text;--> statement-breakpoint
-- Ramadan by Hijri year: 2030 holds two. Earlier rows get theirs from the start date: days since
-- 1 Muharram 1 AH (19 July 622, proleptic Gregorian) over the mean Hijri year, exact for a 1 Ramadan.
ALTER TABLE "ramadan_periods" ADD COLUMN "hijri_year" integer;--> statement-breakpoint
UPDATE "ramadan_periods" SET "hijri_year" = floor(("start_date" - date '0622-07-19') / 354.36707)::int + 1;--> statement-breakpoint
ALTER TABLE "ramadan_periods" DROP CONSTRAINT "ramadan_periods_pkey";--> statement-breakpoint
ALTER TABLE "ramadan_periods" ALTER COLUMN "hijri_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ramadan_periods" ADD CONSTRAINT "ramadan_periods_pkey" PRIMARY KEY ("hijri_year");--> statement-breakpoint
ALTER TABLE "device_unmapped_punches" ADD CONSTRAINT "device_unmapped_punches_device_id_attendance_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."attendance_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_unmapped_punches" ADD CONSTRAINT "device_unmapped_punches_applied_employee_id_employees_id_fk" FOREIGN KEY ("applied_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_unmapped_punches_uq" ON "device_unmapped_punches" USING btree ("device_id","pin","occurred_at");--> statement-breakpoint
CREATE INDEX "device_unmapped_punches_open_idx" ON "device_unmapped_punches" USING btree ("pin") WHERE "device_unmapped_punches"."applied_at" is null;