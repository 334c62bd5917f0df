-- The public API's token buckets are spent by every request: unlogged, a spend writes no WAL and
-- its commit waits for no disk flush. A crash empties the table, which only refills every bucket.
ALTER TABLE "api_rate_buckets" SET UNLOGGED;
