ALTER TABLE "employees" ADD COLUMN "badge" text;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_badge_uq" ON "employees" USING btree ("badge") WHERE "employees"."badge" is not null;