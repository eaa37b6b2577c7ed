CREATE INDEX "leave_requests_start_id_idx" ON "leave_requests" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leave_requests_days_id_idx" ON "leave_requests" USING btree ("days","id");--> statement-breakpoint
CREATE INDEX "leave_requests_created_id_idx" ON "leave_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leave_requests_updated_id_idx" ON "leave_requests" USING btree ("updated_at","id");