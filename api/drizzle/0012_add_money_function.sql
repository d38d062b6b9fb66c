-- Add money in one call (docs/money.md, "The one-call money path"): POST /wallets/add-money without a userId (a
-- deposit to the caller's own wallet; with a userId it is an agent's cash in, not this), as one PL/pgSQL function
-- called through one named prepared statement. The same shape as wallet_send (0007): its steps, in order:
--
--   1. claim the Idempotency-Key (as wallet_send does);
--   2. lock the caller's wallet FOR NO KEY UPDATE;
--   3. refuse a missing wallet (404), a blocked wallet or closed account (403), then the add money caps: what the
--      wallet's completed deposits of this day and this month of TZ_LIMITS already brought, read under the lock;
--   4. write the journal and its postings (funding −a, wallet +a) and the wallet's balance;
--   5. write the depositor's receipt into receipt_outbox if they want receipts;
--   6. keep the answer's facts with the key and return them.
--
-- Called by itself, with the arguments the api passes (p_limits: per role [daily amount cents, daily count, monthly
-- amount cents, monthly count], only shown in the answer; p_add_money_limits: [daily cents, monthly cents]):
--   select wallet_add_money('<user id>', 1234, null, null, 'UTC',
--     '{"user": [1000000, 50, 5000000, 500], "agent": [1000000, 50, 5000000, 500]}', '[500000, 2000000]');
create function wallet_add_money(
  p_user uuid,
  p_amount_cents bigint,
  p_key text,
  p_fingerprint text,
  p_time_zone text,
  p_limits jsonb,
  p_add_money_limits jsonb,
  p_description text default null
) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_day_start timestamptz := date_trunc('day', v_now, p_time_zone);
  v_month_start timestamptz := date_trunc('month', v_now, p_time_zone);
  v_key_lifetime constant interval := interval '24 hours';
  v_claimed boolean := p_key is null;
  v_key record;
  v_wallet record;
  v_today bigint;
  v_month bigint;
  v_daily_left bigint;
  v_monthly_left bigint;
  v_journal record;
  v_after record;
  v_receipts jsonb;
  v_answer jsonb;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'wallet_add_money: the amount must be a positive number of cents';
  end if;

  -- 1. The Idempotency-Key, as in wallet_send.
  for attempt in 1..2 loop
    exit when v_claimed;
    insert into idempotency_keys (user_id, key, fingerprint, expires_at)
    values (p_user, p_key, p_fingerprint, v_now + v_key_lifetime)
    on conflict (user_id, key) do nothing;
    if found then
      v_claimed := true;
      exit;
    end if;
    select k.fingerprint, k.response_status, k.response_body, k.expires_at <= v_now as expired
      into v_key
      from idempotency_keys k
      where k.user_id = p_user and k.key = p_key
      for update;
    continue when not found;
    if v_key.expired then
      update idempotency_keys
        set fingerprint = p_fingerprint, response_status = null, response_body = null,
          created_at = v_now, expires_at = v_now + v_key_lifetime
        where user_id = p_user and key = p_key;
      v_claimed := true;
      exit;
    end if;
    if v_key.fingerprint <> p_fingerprint then
      raise exception using errcode = 'WL409', message = 'idempotency_key_reused';
    end if;
    if v_key.response_status is null then
      raise exception 'wallet_add_money: idempotency key of user % is committed without an answer', p_user;
    end if;
    return jsonb_build_object('replayed', true, 'status', v_key.response_status, 'answer', v_key.response_body);
  end loop;
  if not v_claimed then
    raise exception 'wallet_add_money: idempotency key of user % could not be claimed', p_user;
  end if;

  -- 2. The caller's wallet, locked, with its owner.
  select w.id, w.balance_cents, w.is_blocked, w.created_at,
      w.daily_spent_cents, w.daily_transaction_count, w.last_daily_reset,
      w.monthly_spent_cents, w.monthly_transaction_count, w.last_monthly_reset,
      u.name, u.role, u.closed_at is not null as closed
    into v_wallet
    from wallets w
    join users u on u.id = w.user_id
    where w.user_id = p_user
    for no key update of w;

  -- 3. The refusals, in the order the api has always checked them.
  if not found then
    raise exception using errcode = 'WL404', message = 'wallet_not_found';
  end if;
  if v_wallet.is_blocked or v_wallet.closed then
    raise exception using errcode = 'WL403', message = 'wallet_blocked';
  end if;
  select coalesce(sum(j.amount_cents) filter (where j.created_at >= v_day_start), 0),
      coalesce(sum(j.amount_cents), 0)
    into v_today, v_month
    from journals j
    where j.kind = 'deposit' and j.status = 'completed' and j.to_wallet_id = v_wallet.id
      and j.created_at >= v_month_start;
  v_daily_left := greatest(0, (p_add_money_limits ->> 0)::bigint - v_today);
  v_monthly_left := greatest(0, (p_add_money_limits ->> 1)::bigint - v_month);
  if p_amount_cents > v_daily_left then
    raise exception using errcode = 'WL400', message = 'add_money_limit', detail = jsonb_build_object(
      'period', 'daily', 'limit', (p_add_money_limits ->> 0)::bigint, 'remaining', v_daily_left)::text;
  end if;
  if p_amount_cents > v_monthly_left then
    raise exception using errcode = 'WL400', message = 'add_money_limit', detail = jsonb_build_object(
      'period', 'monthly', 'limit', (p_add_money_limits ->> 1)::bigint, 'remaining', v_monthly_left)::text;
  end if;

  -- 4. The journal, its postings (funding −a, wallet +a) and the balance.
  insert into journals (kind, status, amount_cents, initiated_by, to_wallet_id, idempotency_key, description,
    created_at, updated_at)
  values ('deposit', 'completed', p_amount_cents, p_user, v_wallet.id, p_key, p_description, v_now, v_now)
  returning id, created_at, updated_at into v_journal;
  insert into postings (journal_id, account_id, amount_cents)
  select v_journal.id, a.id, -p_amount_cents from ledger_accounts a where a.kind = 'funding'
  union all
  select v_journal.id, v_wallet.id, p_amount_cents;
  if not exists (select 1 from ledger_accounts where kind = 'funding') then
    raise exception 'wallet_add_money: the funding account is missing';
  end if;
  update wallets set balance_cents = balance_cents + p_amount_cents, updated_at = v_now
    where id = v_wallet.id
    returning balance_cents, updated_at into v_after;

  -- 5. The depositor's receipt, if they want receipts.
  with written as (
    insert into receipt_outbox (receipt)
    select jsonb_build_object('kind', 'deposit', 'userId', p_user, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', v_after.balance_cents, 'to', u.email, 'name', u.name)
    from users u
    where u.id = p_user and u.notify_transactions and u.closed_at is null
    returning id, receipt
  )
  select coalesce(jsonb_agg(written.receipt || jsonb_build_object('outboxId', written.id)), '[]'::jsonb)
    into v_receipts
    from written;

  -- 6. The answer's facts, times as epoch milliseconds.
  v_answer := jsonb_build_object(
    'form', 'deposit',
    'journalId', v_journal.id,
    'createdAt', floor(extract(epoch from v_journal.created_at) * 1000)::bigint,
    'updatedAt', floor(extract(epoch from v_journal.updated_at) * 1000)::bigint,
    'amountCents', p_amount_cents,
    'description', p_description,
    'owner', jsonb_build_object('userId', p_user, 'name', v_wallet.name, 'role', v_wallet.role,
      'walletId', v_wallet.id, 'balanceCents', v_after.balance_cents, 'isBlocked', v_wallet.is_blocked,
      'dailySpentCents', v_wallet.daily_spent_cents,
      'dailyTransactionCount', v_wallet.daily_transaction_count,
      'lastDailyReset', floor(extract(epoch from v_wallet.last_daily_reset) * 1000)::bigint,
      'monthlySpentCents', v_wallet.monthly_spent_cents,
      'monthlyTransactionCount', v_wallet.monthly_transaction_count,
      'lastMonthlyReset', floor(extract(epoch from v_wallet.last_monthly_reset) * 1000)::bigint,
      'createdAt', floor(extract(epoch from v_wallet.created_at) * 1000)::bigint,
      'updatedAt', floor(extract(epoch from v_after.updated_at) * 1000)::bigint),
    'dayStart', floor(extract(epoch from v_day_start) * 1000)::bigint,
    'monthStart', floor(extract(epoch from v_month_start) * 1000)::bigint,
    'limits', p_limits -> (case when v_wallet.role = 'agent' then 'agent' else 'user' end));
  if p_key is not null then
    update idempotency_keys set response_status = 201, response_body = v_answer
      where user_id = p_user and key = p_key;
  end if;
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
