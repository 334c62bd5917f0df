CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id");--> statement-breakpoint
-- Webhook events are written in the transaction of their change: one delivery per enabled endpoint
-- of the company that subscribed to the event's type.
CREATE OR REPLACE FUNCTION pm_enqueue_webhook(p_company uuid, p_type text, p_data jsonb) RETURNS void AS $$
DECLARE
  v_event uuid := gen_random_uuid();
  v_payload jsonb := jsonb_build_object(
    'id', v_event,
    'type', p_type,
    'createdAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', p_data);
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event_id, type, payload)
  SELECT e.id, v_event, p_type, v_payload FROM webhook_endpoints e
  WHERE e.company_id = p_company AND e.disabled_at IS NULL AND p_type = ANY (e.events);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_webhook_application() RETURNS trigger AS $$
DECLARE
  v_company uuid;
BEGIN
  SELECT company_id INTO v_company FROM jobs WHERE id = NEW.job_id;
  IF v_company IS NULL
    OR NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE company_id = v_company AND disabled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM pm_enqueue_webhook(v_company, 'application.created', jsonb_build_object(
      'id', NEW.id, 'jobId', NEW.job_id, 'candidateId', NEW.user_id, 'status', NEW.status,
      'appliedAt', NEW.applied_at));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pm_enqueue_webhook(v_company, 'application.status_changed', jsonb_build_object(
      'id', NEW.id, 'jobId', NEW.job_id, 'candidateId', NEW.user_id, 'status', NEW.status,
      'previousStatus', OLD.status, 'updatedAt', NEW.updated_at));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_applications_webhooks AFTER INSERT OR UPDATE OF status ON job_applications
  FOR EACH ROW EXECUTE FUNCTION pm_webhook_application();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_webhook_job() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE company_id = NEW.company_id AND disabled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND
    (NEW.title, NEW.city, NEW.regime, NEW.modality, NEW.salary, NEW.description, NEW.requirements, NEW.benefits, NEW.active)
    IS NOT DISTINCT FROM
    (OLD.title, OLD.city, OLD.regime, OLD.modality, OLD.salary, OLD.description, OLD.requirements, OLD.benefits, OLD.active) THEN
    RETURN NULL;
  END IF;
  PERFORM pm_enqueue_webhook(NEW.company_id, CASE WHEN TG_OP = 'INSERT' THEN 'job.created' ELSE 'job.updated' END,
    jsonb_build_object(
      'id', NEW.id, 'title', NEW.title, 'city', NEW.city, 'regime', NEW.regime, 'modality', NEW.modality,
      'salary', NEW.salary, 'active', NEW.active, 'createdAt', NEW.created_at, 'updatedAt', NEW.updated_at));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_webhooks AFTER INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION pm_webhook_job();
