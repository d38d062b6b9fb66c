CREATE TABLE "reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"decided_by" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"reversal_journal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reversals_amount_positive" CHECK ("reversals"."amount_cents" > 0),
	CONSTRAINT "reversals_status_check" CHECK ("reversals"."status" in ('proposed', 'approved', 'rejected')),
	CONSTRAINT "reversals_reason_length" CHECK (char_length("reversals"."reason") between 1 and 500),
	CONSTRAINT "reversals_decision_reason_length" CHECK (char_length("reversals"."decision_reason") <= 500),
	CONSTRAINT "reversals_approved_has_journal" CHECK (("reversals"."status" = 'approved') = ("reversals"."reversal_journal_id" is not null)),
	CONSTRAINT "reversals_decided" CHECK (("reversals"."status" = 'proposed') = ("reversals"."decided_by" is null)),
	CONSTRAINT "reversals_four_eyes" CHECK ("reversals"."decided_by" <> "reversals"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "journals" DROP CONSTRAINT "journals_commission_kind";--> statement-breakpoint
ALTER TABLE "journals" DROP CONSTRAINT "journals_kind_check";--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "reverses_journal_id" uuid;--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_reversal_journal_id_journals_id_fk" FOREIGN KEY ("reversal_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reversals_journal_unique" ON "reversals" USING btree ("reversal_journal_id");--> statement-breakpoint
CREATE INDEX "reversals_status_created_idx" ON "reversals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reversals_original_idx" ON "reversals" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journals_reverses_idx" ON "journals" USING btree ("reverses_journal_id") WHERE "journals"."reverses_journal_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('agent.approve', 'agent.suspend', 'wallet.block', 'wallet.unblock', 'account.close', 'two_factor.enable', 'two_factor.disable', 'ledger.check', 'reversal.propose', 'reversal.approve', 'reversal.reject'));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reversal_names_original" CHECK (("journals"."kind" = 'reversal') = ("journals"."reverses_journal_id" is not null));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_commission_kind" CHECK ("journals"."kind" in ('cash_in', 'cash_out', 'reversal') or "journals"."commission_cents" = 0);--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_kind_check" CHECK ("journals"."kind" in ('deposit', 'send', 'withdraw', 'cash_in', 'cash_out', 'reversal'));