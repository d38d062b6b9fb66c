ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "is_frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "personal_daily_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "personal_monthly_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pending_daily_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pending_daily_limit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pending_monthly_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pending_monthly_limit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('agent.approve', 'agent.suspend', 'wallet.block', 'wallet.unblock', 'account.close', 'two_factor.enable', 'two_factor.disable', 'ledger.check', 'wallet.freeze', 'wallet.unfreeze', 'wallet.personal_limits'));--> statement-breakpoint

-- Freeze my wallet and personal limits (issue 20; docs/freeze-and-limits.md), enforced where the money moves: every
-- money function (wallet_send, money_request_pay through it, wallet_withdraw, wallet_cash_out, wallet_cash_in for an
-- agent's float) takes money out of a wallet with one UPDATE of its row, which it has locked first, in the
-- transaction that writes the journal. This trigger runs inside that UPDATE, so it sees the wallet as the lock holds
-- it and its refusal rolls the whole movement back (journal, postings, key): nothing half-written. The WHEN clause
-- keeps it off the lean path: a wallet neither frozen nor with a personal limit (almost all) never calls it, and money
-- coming in (the balance rising) never does, so a frozen wallet still receives.
--
--   1. a frozen wallet: WL403 wallet_frozen;
--   2. a pending personal limit whose time has come (a raise or a clearing, 24 hours after it was asked) applies
--      from now on, written with this update;
--   3. the counters the money function computed (the platform's limits already checked by money_spending) above the
--      personal daily or monthly limit: WL400 limit_amount with the period, the personal limit and what remained
--      before this movement, as money_spending words it.
-- An Idempotency-Key's replay answers before any UPDATE, so a request answered before the freeze replays its answer.
create function wallet_personal_guard() returns trigger
language plpgsql
as $$
declare
  v_now timestamptz := now();
begin
  if old.is_frozen then
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
--> statement-breakpoint
create trigger wallets_personal_guard
  before update of balance_cents on wallets
  for each row
  when (new.balance_cents < old.balance_cents and (old.is_frozen
    or old.personal_daily_limit_cents is not null or old.personal_monthly_limit_cents is not null
    or old.pending_daily_limit_at is not null or old.pending_monthly_limit_at is not null))
  execute function wallet_personal_guard();
