-- What a candidate looks for in a job besides its text: how many people it hires ('Número de
-- vagas'), whether it is also or only for people with disabilities (PcD; 'exclusiva' is the quota of
-- Lei 8.213/91, art. 93), and its monthly salary in whole reais, one amount or a range, so the board
-- can search by salary. The salary's free text stays, shown as the company wrote it.
ALTER TABLE "jobs" ADD COLUMN "openings" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pcd" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" integer;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_openings_range" CHECK ("jobs"."openings" BETWEEN 1 AND 999);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pcd_known" CHECK ("jobs"."pcd" IN ('tambem', 'exclusiva'));
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range" CHECK (("jobs"."salary_min" IS NULL OR "jobs"."salary_min" BETWEEN 1 AND 999999) AND ("jobs"."salary_max" IS NULL OR ("jobs"."salary_min" IS NOT NULL AND "jobs"."salary_max" BETWEEN "jobs"."salary_min" AND 999999)));
--> statement-breakpoint
-- The salaries already written get their range where the text says nothing else: "R$ 6.000",
-- "R$ 2.800,00", "R$ 3.500 a R$ 4.200" (parseSalaryText in packages/shared/src/jobs.salary.ts runs
-- the same pattern, and a test holds the two together). An hourly or yearly amount, "A combinar",
-- "R$ 3.000 + comissões" or a range written backwards stay without one: the company sets it on the
-- form. The lower end rounds down and the upper one up, so a search in whole reais never misses a job.
-- The rows' triggers (realtime announcements, webhooks) are held, as in 0042: nothing a reader sees
-- changes, and a large table must not flood LISTEN. The table stays locked until the commit.
ALTER TABLE "jobs" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "jobs" AS j
SET "salary_min" = p.lo::integer, "salary_max" = CASE WHEN p.hi > p.lo THEN p.hi::integer END
FROM (
  SELECT id,
    floor(replace(replace(m[1], '.', ''), ',', '.')::numeric) AS lo,
    ceil(replace(replace(m[2], '.', ''), ',', '.')::numeric) AS hi
  FROM (
    SELECT id, regexp_match(
      regexp_replace("salary", '[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', ' ', 'g'),
      '^\s*(?:(?:a\s+partir\s+)?de\s+)?R\$\s*(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?)(?:\s*(?:-|–|—|a|at[eéÉ])\s*(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?))?(?:\s*(?:/\s*m[eêÊ]s|(?:por|ao)\s+m[eêÊ]s|mensal|mensais))?(?:\s*\(?\s*brutos?\s*\)?)?\s*\.?\s*$',
      'i') AS m
    FROM "jobs"
    WHERE "salary" IS NOT NULL
  ) matched
  WHERE m IS NOT NULL
) p
WHERE j.id = p.id AND p.lo BETWEEN 1 AND 999999 AND (p.hi IS NULL OR p.hi BETWEEN p.lo AND 999999);
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER USER;
