-- A job's real expiry. `closes_on` is the closing date a company may set ('Data de encerramento');
-- `expires_at` is when the job leaves the board, the public pages and the sitemap unless the company
-- renews it: the closing date's last moment in Brazil's time, else 60 days after publication or the
-- last renewal (the column's default, the same JOB_OPEN_DAYS as packages/shared/src/jobs.ts).
ALTER TABLE "jobs" ADD COLUMN "closes_on" date;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
-- Backfill of the jobs published before expiry existed (none has a closing date): 60 days after
-- publication when that still leaves the company its whole 7-day notice to renew; otherwise, and
-- for every job already older than 60 days, 60 days from this migration. So no open job vanishes
-- at deploy, nor days after it without warning. The same rule for paused jobs: activating one
-- that expired opens it again for a full period anyway.
-- The rows' triggers (realtime announcements, webhooks) are held for the backfill: no row changes
-- for anyone, and a large table must not flood LISTEN with one announcement per job. The table is
-- locked by this transaction until it commits, so no other writer sees them disabled.
ALTER TABLE "jobs" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "jobs" SET "expires_at" = CASE
  WHEN "created_at" + interval '60 days' >= now() + interval '7 days' THEN "created_at" + interval '60 days'
  ELSE now() + interval '60 days'
END;
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET DEFAULT (now() + '60 days'::interval);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET NOT NULL;
