-- The bell's count and the inbox badges are kept per person in the read cache. A statement-wide
-- notification ('notifications', 'approvals') made every server process count every viewer's
-- again after each filing; these row triggers name who a change concerns instead, so only their
-- counts are read again. The payload is '<table>:<scope>'; '<table>:*' (TRUNCATE) concerns everyone.
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION hr_notifications_scoped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('hr_data', 'notifications:' || OLD.employee_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('hr_data', 'notifications:' || NEW.employee_id); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Who counts an approval as waiting on them (approval-repository.ts, waitingOn and scopesOfApproval
-- say the same): its approver, HR for the 'hr' pool, site HR of its site for either pool.
CREATE OR REPLACE FUNCTION hr_approval_scopes(approver integer, pool text, site integer) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'approvals:approver:' || approver WHERE approver IS NOT NULL
  UNION ALL SELECT 'approvals:pool:hr' WHERE pool = 'hr'
  UNION ALL SELECT 'approvals:site:' || site WHERE pool IN ('hr', 'site_hr') AND site IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hr_approvals_scoped() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    FOR s IN SELECT hr_approval_scopes(OLD.approver_id, OLD.pool, OLD.site_id) LOOP PERFORM pg_notify('hr_data', s); END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    FOR s IN SELECT hr_approval_scopes(NEW.approver_id, NEW.pool, NEW.site_id) LOOP PERFORM pg_notify('hr_data', s); END LOOP;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hr_table_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_data', TG_TABLE_NAME || ':*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_changed ON notifications;--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION hr_notifications_scoped();--> statement-breakpoint
CREATE TRIGGER notifications_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION hr_table_truncated();--> statement-breakpoint
-- The statement trigger 'approvals_changed' stays: the lists and inbox pages of every kind read approvals (topics leave, attendance, overtime).
CREATE TRIGGER approvals_scoped AFTER INSERT OR UPDATE OR DELETE ON approvals FOR EACH ROW EXECUTE FUNCTION hr_approvals_scoped();--> statement-breakpoint
CREATE TRIGGER approvals_truncated AFTER TRUNCATE ON approvals FOR EACH STATEMENT EXECUTE FUNCTION hr_table_truncated();
