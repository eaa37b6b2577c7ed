CREATE TABLE "unknown_devices" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"ip" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_devices" ALTER COLUMN "key_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_devices" ALTER COLUMN "key_prefix" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "protocol" text DEFAULT 'key' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD COLUMN "adms_stamp" text;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD COLUMN "recorded_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD COLUMN "outside_geofence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "geofence_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_url" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_start_tls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_bind_dn" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_bind_password" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_base_dn" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_user_attribute" text DEFAULT 'sAMAccountName' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "ldap_domain" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "radius_meters" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_devices_serial_uq" ON "attendance_devices" USING btree ("serial_number");