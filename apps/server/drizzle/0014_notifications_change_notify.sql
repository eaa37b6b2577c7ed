-- The shell's unread count (issue 14) is served from the read cache: a change to notifications
-- forgets it through the same channel as the other topics (topic 'notifications').
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
