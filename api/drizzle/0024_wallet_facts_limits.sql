-- The wallet facts every money answer carries (money_wallet_facts, 0013) also carry the owner's personal limits and
-- any waiting change of them (docs/freeze-and-limits.md), so an answer's wallet shows the limits in force as
-- GET /wallets/my-wallet does (walletOfFacts in api/src/wallets/send-money.ts applies them). Only keys are added:
-- answers kept with an idempotency key before this read the same, as the platform's limits.
create or replace function money_wallet_facts(p_wallet wallets, p_name text, p_role text) returns jsonb
language plpgsql
stable
as $$
begin
  return jsonb_build_object('userId', p_wallet.user_id, 'name', p_name, 'role', p_role,
    'walletId', p_wallet.id, 'balanceCents', p_wallet.balance_cents, 'isBlocked', p_wallet.is_blocked,
    'dailySpentCents', p_wallet.daily_spent_cents,
    'dailyTransactionCount', p_wallet.daily_transaction_count,
    'lastDailyReset', money_ms(p_wallet.last_daily_reset),
    'monthlySpentCents', p_wallet.monthly_spent_cents,
    'monthlyTransactionCount', p_wallet.monthly_transaction_count,
    'lastMonthlyReset', money_ms(p_wallet.last_monthly_reset),
    'createdAt', money_ms(p_wallet.created_at),
    'updatedAt', money_ms(p_wallet.updated_at),
    'personalDailyLimitCents', p_wallet.personal_daily_limit_cents,
    'personalMonthlyLimitCents', p_wallet.personal_monthly_limit_cents,
    'pendingDailyLimitCents', p_wallet.pending_daily_limit_cents,
    'pendingDailyLimitAt', money_ms(p_wallet.pending_daily_limit_at),
    'pendingMonthlyLimitCents', p_wallet.pending_monthly_limit_cents,
    'pendingMonthlyLimitAt', money_ms(p_wallet.pending_monthly_limit_at));
end;
$$;
