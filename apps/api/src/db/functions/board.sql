-- The job board's version (decision 033). Every process keeps the board's answers for a minute
-- under the number in job_board_version (features/jobs/jobs.board-cache.queries.ts); a change to
-- the jobs, or to a company's payment, suspension, name, place, logo or address (what its jobs are
-- listed, found and shown by), moves it in the same transaction, so an answer made before the
-- change is never served after it commits.
CREATE OR REPLACE FUNCTION pm_job_board_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_board_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
