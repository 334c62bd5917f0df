-- A job's área ('Logística', 'Segurança'...), the list militares choose their area of interest from,
-- for the board's 'Área' filter and the alerts. Jobs published before it get the área their title
-- names (technology first, so 'segurança da informação' is not read as security), else 'outros'.
-- The rows' triggers (updated_at, realtime announcements, alerts) are held, as in 0042 and 0046:
-- nothing a reader sees changes but the new column.
ALTER TABLE "job_alerts" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "area" text DEFAULT 'outros' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_area_known" CHECK ("jobs"."area" IN ('logistica', 'seguranca', 'gestao', 'tecnologia', 'operacoes', 'outros'));--> statement-breakpoint
ALTER TABLE "jobs" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "jobs" SET "area" = CASE
  WHEN pm_unaccent(lower("title")) ~ '\m(ti|tecnologia|desenvolvedor|programador|software|sistemas|redes|dados|infraestrutura|ciberseguranca|seguranca da informacao|devops|telecomunicacoes|suporte tecnico)\M' THEN 'tecnologia'
  WHEN pm_unaccent(lower("title")) ~ '\m(seguranca|vigilante|vigia|vigilancia|escolta|portaria|porteiro|brigadista|bombeiro|monitoramento|prevencao de perdas|controlador de acesso)\M' THEN 'seguranca'
  WHEN pm_unaccent(lower("title")) ~ '\m(logistica|logistico|motorista|condutor|almoxarife|almoxarifado|estoque|armazem|expedicao|transporte|entregador|empilhadeira|conferente|suprimentos|compras)\M' THEN 'logistica'
  WHEN pm_unaccent(lower("title")) ~ '\m(gestor|gestao|gerente|coordenador|coordenadora|supervisor|supervisora|administrativo|administrativa|lider|chefe|recursos humanos|planejamento|diretor)\M' THEN 'gestao'
  WHEN pm_unaccent(lower("title")) ~ '\m(operador|operadora|operacoes|operacional|tecnico|tecnica|manutencao|mecanico|eletricista|producao|instrutor)\M' THEN 'operacoes'
  ELSE 'outros'
END;
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER USER;
