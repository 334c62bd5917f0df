ALTER TABLE "cashback_withdrawals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashback_withdrawals" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "cashback_withdrawals" ADD COLUMN "pix_transaction_id" text;--> statement-breakpoint
ALTER TABLE "cashback_withdrawals" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "decided_by" text;--> statement-breakpoint
CREATE INDEX "cashback_withdrawals_requested_idx" ON "cashback_withdrawals" USING btree ("created_at") WHERE "cashback_withdrawals"."status" = 'solicitado';--> statement-breakpoint
ALTER TABLE "cashback_withdrawals" ADD CONSTRAINT "cashback_withdrawals_status" CHECK ("cashback_withdrawals"."status" IN ('solicitado', 'pago', 'recusado'));