-- One trigger function per ownership rule of the realtime contract (packages/shared/src/realtime.ts).
-- pm_notify_change already announces the rows of a job to their parties, and pm_notify_billing_change
-- (as 0009 left it) a row to its `user_id`: they take the names of their rules, and the triggers,
-- which hold a function by its identity, follow. The bell's pm_notify_user_change announced by the
-- same rule: its trigger moves to pm_notify_row_user, and it goes.
ALTER FUNCTION pm_notify_change() RENAME TO pm_notify_job_parties;
--> statement-breakpoint
ALTER FUNCTION pm_notify_billing_change() RENAME TO pm_notify_row_user;
--> statement-breakpoint
DROP TRIGGER notifications_notify_change ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
--> statement-breakpoint
DROP FUNCTION pm_notify_user_change();
