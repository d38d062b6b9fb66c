-- The ledger check's runs, kept with their breaches (docs/ledger.md), and its on-demand runs in the audit log.
CREATE TABLE "ledger_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"breaches" jsonb NOT NULL,
	"requested_by" uuid,
	CONSTRAINT "ledger_checks_duration_ms_check" CHECK ("ledger_checks"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD CONSTRAINT "ledger_checks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_checks_started_idx" ON "ledger_checks" USING btree ("started_at","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('agent.approve', 'agent.suspend', 'wallet.block', 'wallet.unblock', 'account.close', 'two_factor.enable', 'two_factor.disable', 'ledger.check'));