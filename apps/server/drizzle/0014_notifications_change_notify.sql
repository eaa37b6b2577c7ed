-- The shell's unread count is served from the read cache: a change to notifications
-- forgets it through the same channel as the other topics (topic 'notifications').
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
--> statement-breakpoint
-- The calendar page's feed addresses are cached too (topic 'leave'); a replaced secret forgets them.
CREATE TRIGGER calendar_feeds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calendar_feeds FOR EACH STATEMENT EXECUTE FUNCTION hr_data_changed();
