-- The job board's version (decision 033): one row that triggers move with every change to the
-- jobs or to what their companies are listed and found by (db/functions/board.sql).
CREATE TABLE "job_board_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_board_version_one_row" CHECK ("job_board_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "job_board_version" ("id", "version") VALUES (1, 0);
