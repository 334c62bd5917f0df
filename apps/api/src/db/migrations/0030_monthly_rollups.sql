CREATE TABLE "company_monthly_facts" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_monthly_facts_company_id_month_key_pk" PRIMARY KEY("company_id","month","key")
);
--> statement-breakpoint
CREATE TABLE "job_monthly_stats" (
	"job_id" uuid NOT NULL,
	"month" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"pendente" integer DEFAULT 0 NOT NULL,
	"em_analise" integer DEFAULT 0 NOT NULL,
	"aprovado" integer DEFAULT 0 NOT NULL,
	"rejeitado" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_monthly_stats_job_id_month_pk" PRIMARY KEY("job_id","month")
);
--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD COLUMN "pendente" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD COLUMN "em_analise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD COLUMN "aprovado" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD COLUMN "rejeitado" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_monthly_facts" ADD CONSTRAINT "company_monthly_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_monthly_stats" ADD CONSTRAINT "job_monthly_stats_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each job's applications by status now move from job_daily_status into job_daily_stats' columns
-- (one row per job and day instead of four), which job_daily_status then leaves (0031).
INSERT INTO job_daily_stats (job_id, day, pendente, em_analise, aprovado, rejeitado)
SELECT job_id, day,
  coalesce(sum(n) FILTER (WHERE status = 'pendente'), 0)::int,
  coalesce(sum(n) FILTER (WHERE status = 'em_analise'), 0)::int,
  coalesce(sum(n) FILTER (WHERE status = 'aprovado'), 0)::int,
  coalesce(sum(n) FILTER (WHERE status = 'rejeitado'), 0)::int
FROM job_daily_status GROUP BY job_id, day
ON CONFLICT (job_id, day) DO UPDATE SET pendente = EXCLUDED.pendente, em_analise = EXCLUDED.em_analise,
  aprovado = EXCLUDED.aprovado, rejeitado = EXCLUDED.rejeitado;
--> statement-breakpoint
-- Each change of an application's path takes its old facts back and adds its new ones, in the
-- transaction of the change: the reports sum days and months, never read applications.
CREATE OR REPLACE FUNCTION pm_rollup_milestone() RETURNS trigger AS $$
DECLARE
  k text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.company_id IS NOT NULL THEN
    FOREACH k IN ARRAY pm_milestone_facts(OLD) LOOP
      UPDATE company_daily_facts SET n = n - 1 WHERE company_id = OLD.company_id AND day = OLD.applied_day AND key = k;
    END LOOP;
    IF OLD.status IS NOT NULL THEN
      UPDATE job_daily_stats SET
        pendente = pendente - (OLD.status = 'pendente')::int,
        em_analise = em_analise - (OLD.status = 'em_analise')::int,
        aprovado = aprovado - (OLD.status = 'aprovado')::int,
        rejeitado = rejeitado - (OLD.status = 'rejeitado')::int
      WHERE job_id = OLD.job_id AND day = OLD.applied_day;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.company_id IS NOT NULL THEN
    FOREACH k IN ARRAY pm_milestone_facts(NEW) LOOP
      INSERT INTO company_daily_facts (company_id, day, key, n) VALUES (NEW.company_id, NEW.applied_day, k, 1)
      ON CONFLICT (company_id, day, key) DO UPDATE SET n = company_daily_facts.n + 1;
    END LOOP;
    IF NEW.status IS NOT NULL THEN
      INSERT INTO job_daily_stats (job_id, day, pendente, em_analise, aprovado, rejeitado)
      VALUES (NEW.job_id, NEW.applied_day, (NEW.status = 'pendente')::int, (NEW.status = 'em_analise')::int,
              (NEW.status = 'aprovado')::int, (NEW.status = 'rejeitado')::int)
      ON CONFLICT (job_id, day) DO UPDATE SET
        pendente = job_daily_stats.pendente + EXCLUDED.pendente,
        em_analise = job_daily_stats.em_analise + EXCLUDED.em_analise,
        aprovado = job_daily_stats.aprovado + EXCLUDED.aprovado,
        rejeitado = job_daily_stats.rejeitado + EXCLUDED.rejeitado;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Each change to a daily roll-up moves its month by the same amount, in the same transaction (OLD
-- is null on an INSERT, so the amount is the new row's). A
-- deleted daily row only takes back (an UPDATE): when its job or company is being deleted, the
-- month's row goes with it by the cascade and must not be written again.
CREATE OR REPLACE FUNCTION pm_rollup_job_month() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE job_monthly_stats SET views = views - OLD.views, applications = applications - OLD.applications,
      pendente = pendente - OLD.pendente, em_analise = em_analise - OLD.em_analise,
      aprovado = aprovado - OLD.aprovado, rejeitado = rejeitado - OLD.rejeitado
    WHERE job_id = OLD.job_id AND month = date_trunc('month', OLD.day)::date;
    RETURN NULL;
  END IF;
  INSERT INTO job_monthly_stats (job_id, month, views, applications, pendente, em_analise, aprovado, rejeitado)
  VALUES (NEW.job_id, date_trunc('month', NEW.day)::date,
          NEW.views - coalesce(OLD.views, 0), NEW.applications - coalesce(OLD.applications, 0),
          NEW.pendente - coalesce(OLD.pendente, 0), NEW.em_analise - coalesce(OLD.em_analise, 0),
          NEW.aprovado - coalesce(OLD.aprovado, 0), NEW.rejeitado - coalesce(OLD.rejeitado, 0))
  ON CONFLICT (job_id, month) DO UPDATE SET
    views = job_monthly_stats.views + EXCLUDED.views,
    applications = job_monthly_stats.applications + EXCLUDED.applications,
    pendente = job_monthly_stats.pendente + EXCLUDED.pendente,
    em_analise = job_monthly_stats.em_analise + EXCLUDED.em_analise,
    aprovado = job_monthly_stats.aprovado + EXCLUDED.aprovado,
    rejeitado = job_monthly_stats.rejeitado + EXCLUDED.rejeitado;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_daily_stats_month AFTER INSERT OR UPDATE OR DELETE ON job_daily_stats
  FOR EACH ROW EXECUTE FUNCTION pm_rollup_job_month();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_rollup_company_month() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE company_monthly_facts SET n = n - OLD.n
    WHERE company_id = OLD.company_id AND month = date_trunc('month', OLD.day)::date AND key = OLD.key;
    RETURN NULL;
  END IF;
  INSERT INTO company_monthly_facts (company_id, month, key, n)
  VALUES (NEW.company_id, date_trunc('month', NEW.day)::date, NEW.key,
          NEW.n - coalesce(OLD.n, 0))
  ON CONFLICT (company_id, month, key) DO UPDATE SET n = company_monthly_facts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_daily_facts_month AFTER INSERT OR UPDATE OR DELETE ON company_daily_facts
  FOR EACH ROW EXECUTE FUNCTION pm_rollup_company_month();
--> statement-breakpoint
INSERT INTO job_monthly_stats (job_id, month, views, applications, pendente, em_analise, aprovado, rejeitado)
SELECT job_id, date_trunc('month', day)::date, sum(views)::int, sum(applications)::int,
  sum(pendente)::int, sum(em_analise)::int, sum(aprovado)::int, sum(rejeitado)::int
FROM job_daily_stats GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO company_monthly_facts (company_id, month, key, n)
SELECT company_id, date_trunc('month', day)::date, key, sum(n)::int FROM company_daily_facts GROUP BY 1, 2, 3;
