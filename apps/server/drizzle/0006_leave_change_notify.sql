-- The read cache (src/lib/read-cache.ts) also serves leave lists and inboxes: the leave tables,
-- the organisation settings and the holidays notify 'hr_data' at commit, like the people tables.
CREATE TRIGGER leave_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leave_requests FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER leave_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leave_types FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER leave_ledger_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leave_ledger FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER delegations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delegations FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER organisation_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisation FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER holidays_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holidays FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
