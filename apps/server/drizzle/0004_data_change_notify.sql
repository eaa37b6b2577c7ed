-- The list read cache (src/lib/read-cache.ts) forgets its entries when any table the lists read
-- changes (for credentials, only whether a person has activated: not failed sign-ins). One notification per statement; PostgreSQL sends it at commit (never on rollback) and
-- folds identical ones within a transaction.
CREATE OR REPLACE FUNCTION hr_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER employees_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employees FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER employee_hr_sites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employee_hr_sites FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER credentials_changed AFTER INSERT OR DELETE OR TRUNCATE ON credentials FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER sites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER departments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER sections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sections FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();--> statement-breakpoint
CREATE TRIGGER shifts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shifts FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
