-- 'Maior salário' sorts the board by the top of a job's range (or its one amount), newest first
-- within a salary, jobs without one last; 'Salário a partir de' filters on the same value. Without
-- this index both read and sort every job.
CREATE INDEX "jobs_salary_created_idx" ON "jobs" USING btree ((coalesce("salary_max", "salary_min")) DESC NULLS LAST, "created_at" DESC, "id" DESC);
