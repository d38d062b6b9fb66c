CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid NOT NULL,
	"target_wallet_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('agent.approve', 'agent.suspend', 'wallet.block', 'wallet.unblock')),
	CONSTRAINT "audit_log_reason_length" CHECK (char_length("audit_log"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "cash_out_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"max_amount_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_out_codes_max_amount_positive" CHECK ("cash_out_codes"."max_amount_cents" > 0),
	CONSTRAINT "cash_out_codes_attempts_non_negative" CHECK ("cash_out_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_wallet_id_wallets_id_fk" FOREIGN KEY ("target_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_out_codes" ADD CONSTRAINT "cash_out_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_user_created_idx" ON "audit_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_out_codes_one_live_per_user" ON "cash_out_codes" USING btree ("user_id") WHERE "cash_out_codes"."consumed_at" is null and "cash_out_codes"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_commission_non_negative" CHECK ("journals"."commission_cents" >= 0);--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_commission_kind" CHECK ("journals"."kind" in ('cash_in', 'cash_out') or "journals"."commission_cents" = 0);