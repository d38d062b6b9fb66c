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
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('agent.approve', 'agent.suspend', 'wallet.block', 'wallet.unblock', 'account.close', 'two_factor.enable', 'two_factor.disable', 'ledger.check', 'wallet.freeze', 'wallet.unfreeze', 'wallet.personal_limits', 'dispute.investigate', 'dispute.resolve', 'dispute.reject', 'reversal.propose', 'reversal.approve', 'reversal.reject'));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reversal_names_original" CHECK (("journals"."kind" = 'reversal') = ("journals"."reverses_journal_id" is not null));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_commission_kind" CHECK ("journals"."kind" in ('cash_in', 'cash_out', 'reversal') or "journals"."commission_cents" = 0);--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_kind_check" CHECK ("journals"."kind" in ('deposit', 'send', 'withdraw', 'cash_in', 'cash_out', 'reversal'));

--> statement-breakpoint
-- A freeze stops the wallet's owner, not a correction (docs/reversals.md, docs/freeze-and-limits.md): the approval of a
-- reversal sets wallet.correction for its own transaction only (set_config(…, true)), so the guard lets that one
-- movement take the money back from a frozen receiver; every other movement of that wallet is still refused.
create or replace function wallet_personal_guard() returns trigger
language plpgsql
as $$
declare
  v_now timestamptz := now();
begin
  if old.is_frozen and current_setting('wallet.correction', true) is distinct from 'on' then
    raise exception using errcode = 'WL403', message = 'wallet_frozen';
  end if;
  if new.pending_daily_limit_at is not null and new.pending_daily_limit_at <= v_now then
    new.personal_daily_limit_cents := new.pending_daily_limit_cents;
    new.pending_daily_limit_cents := null;
    new.pending_daily_limit_at := null;
  end if;
  if new.pending_monthly_limit_at is not null and new.pending_monthly_limit_at <= v_now then
    new.personal_monthly_limit_cents := new.pending_monthly_limit_cents;
    new.pending_monthly_limit_cents := null;
    new.pending_monthly_limit_at := null;
  end if;
  if new.personal_daily_limit_cents is not null and new.daily_spent_cents > new.personal_daily_limit_cents then
    raise exception using errcode = 'WL400', message = 'limit_amount', detail = jsonb_build_object(
      'period', 'daily', 'limit', new.personal_daily_limit_cents,
      'remaining', greatest(0, new.personal_daily_limit_cents - (case
        when new.last_daily_reset is distinct from old.last_daily_reset then 0
        else old.daily_spent_cents end)))::text;
  end if;
  if new.personal_monthly_limit_cents is not null and new.monthly_spent_cents > new.personal_monthly_limit_cents then
    raise exception using errcode = 'WL400', message = 'limit_amount', detail = jsonb_build_object(
      'period', 'monthly', 'limit', new.personal_monthly_limit_cents,
      'remaining', greatest(0, new.personal_monthly_limit_cents - (case
        when new.last_monthly_reset is distinct from old.last_monthly_reset then 0
        else old.monthly_spent_cents end)))::text;
  end if;
  return new;
end;
$$;
