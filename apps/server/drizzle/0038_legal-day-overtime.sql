ALTER TABLE "organisation" ADD COLUMN "legal_day_overtime_from" date;--> statement-breakpoint
-- Art 117: hours beyond the legal day count as overtime from the day after the last month closed now (a closed month stays as issued).
UPDATE "organisation" SET "legal_day_overtime_from" = (SELECT (to_date(max("month"), 'YYYY-MM') + interval '1 month')::date FROM "payroll_months" WHERE "state" IN ('closing', 'closed'));
