-- Withdraw and cancel in one call each (docs/money.md, "The one-call money path"): POST /wallets/withdraw as
-- wallet_withdraw and PATCH /transactions/:id/cancel as wallet_cancel_withdrawal, each called through one named
-- prepared statement, in one round trip and one transaction, on the helpers of 0013 (money_claim_key,
-- money_spending, money_wallet_facts, money_keep_answer, money_ms). Two more helpers here:
--
--   money_journal_facts(j)       a journal as the answers carry it (transactionJson in the api shapes it)
--   money_refund_withdrawal(...) the end of a pending withdrawal that gives the money back (cancelled here; failed
--                                payouts may use it too): status, the refund postings, the balance and the limits
--
-- Neither a new withdrawal nor a cancel sends a receipt (docs/settings.md, Receipts): both answer an empty list.
-- Refusals are raised as in wallet_send (SQLSTATE WL4xx, a reason, figures as JSON in DETAIL); the api turns them
-- into today's answers (api/src/ledger/money-refusals.ts). A deadlock or serialization failure rolls the whole call
-- back and the api runs it again.

-- A journal row (as written) as the answers carry it: the api's JournalFacts (api/src/withdrawals/withdraw.ts).
create function money_journal_facts(p_journal journals) returns jsonb
language sql
stable
as $$
  select jsonb_build_object('journalId', p_journal.id, 'kind', p_journal.kind, 'status', p_journal.status,
    'amountCents', p_journal.amount_cents, 'feeCents', p_journal.fee_cents,
    'commissionCents', p_journal.commission_cents, 'method', p_journal.method,
    'description', p_journal.description, 'initiatedBy', p_journal.initiated_by,
    'fromWalletId', p_journal.from_wallet_id, 'toWalletId', p_journal.to_wallet_id,
    'createdAt', money_ms(p_journal.created_at), 'updatedAt', money_ms(p_journal.updated_at),
    'settledAt', money_ms(p_journal.settled_at), 'failureReason', p_journal.failure_reason)
$$;
--> statement-breakpoint

-- Withdraw: wallet −(a+f), payouts_pending +a, fees +f, pending until the payout processor settles it (after
-- PAYOUT_DELAY_S) or its owner cancels it. Its steps, in order:
--
--   1. claim the Idempotency-Key (money_claim_key);
--   2. lock the caller's wallet FOR NO KEY UPDATE;
--   3. refuse what docs/money.md refuses, in today's order: wallet missing (404), blocked or its account closed
--      (403), more than the balance (insufficient_balance), the amount and its fee more than the balance
--      (insufficient_for_fee), then the spending limits on the amount and its fee: everything that leaves the
--      wallet counts, since the limits bound what a stolen session could take out (money_spending);
--   4. write the journal (pending, with its method and fee) and its postings, then the balance and the counters;
--   5. keep the answer's facts with the key and return them.
--
-- The fee is the api's (WITHDRAWAL_FEE_CENTS of @wallet/common for the method), as are the limits. The minimum
-- amount and the method are checked by the api before it calls. Called by itself:
--   select wallet_withdraw('<user id>', 5000, 'bank', 250, null, null, 'UTC',
--     '{"user": [1000000, 50, 5000000, 500], "agent": [1000000, 50, 5000000, 500]}');
create function wallet_withdraw(
  p_user uuid,
  p_amount_cents bigint,
  p_method text,
  p_fee_cents bigint,
  p_key text,
  p_fingerprint text,
  p_time_zone text,
  p_limits jsonb,
  p_description text default null
) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_day_start timestamptz := date_trunc('day', v_now, p_time_zone);
  v_month_start timestamptz := date_trunc('month', v_now, p_time_zone);
  v_debit_cents bigint := p_amount_cents + p_fee_cents;
  v_replay jsonb;
  v_wallet record;
  v_limits jsonb;
  v_spent record;
  v_journal journals;
  v_postings integer;
  v_after wallets;
  v_answer jsonb;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'wallet_withdraw: the amount must be a positive number of cents';
  end if;
  if p_fee_cents is null or p_fee_cents < 0 then
    raise exception 'wallet_withdraw: the fee must be a number of cents, zero or more';
  end if;

  -- 1. The Idempotency-Key.
  v_replay := money_claim_key(p_user, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 2. The caller's wallet, locked, with its owner.
  select w.id, w.balance_cents, w.is_blocked,
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
  if p_amount_cents > v_wallet.balance_cents then
    raise exception using errcode = 'WL400', message = 'insufficient_balance',
      detail = jsonb_build_object('availableCents', v_wallet.balance_cents)::text;
  end if;
  if v_debit_cents > v_wallet.balance_cents then
    raise exception using errcode = 'WL400', message = 'insufficient_for_fee',
      detail = jsonb_build_object('feeCents', p_fee_cents, 'availableCents', v_wallet.balance_cents)::text;
  end if;
  v_limits := p_limits -> (case when v_wallet.role = 'agent' then 'agent' else 'user' end);
  v_spent := money_spending(v_debit_cents, v_limits,
    v_wallet.daily_spent_cents, v_wallet.daily_transaction_count, v_wallet.last_daily_reset,
    v_wallet.monthly_spent_cents, v_wallet.monthly_transaction_count, v_wallet.last_monthly_reset,
    v_day_start, v_month_start);

  -- 4. The journal, its postings (wallet −(a+f), payouts_pending +a, fees +f when there is a fee), the balance and
  -- the counters. The CHECK on wallets.balance_cents still holds the line should the checks above ever miss.
  insert into journals (kind, status, amount_cents, fee_cents, method, initiated_by, from_wallet_id,
    idempotency_key, description, created_at, updated_at)
  values ('withdraw', 'pending', p_amount_cents, p_fee_cents, p_method, p_user, v_wallet.id, p_key, p_description,
    v_now, v_now)
  returning * into v_journal;
  insert into postings (journal_id, account_id, amount_cents)
  select v_journal.id, v_wallet.id, -v_debit_cents
  union all
  select v_journal.id, a.id, p_amount_cents from ledger_accounts a where a.kind = 'payouts_pending'
  union all
  select v_journal.id, a.id, p_fee_cents from ledger_accounts a where a.kind = 'fees' and p_fee_cents > 0;
  get diagnostics v_postings = row_count;
  if v_postings <> (case when p_fee_cents > 0 then 3 else 2 end) then
    raise exception 'wallet_withdraw: the payouts_pending or fees account is missing';
  end if;
  update wallets
    set balance_cents = balance_cents - v_debit_cents, updated_at = v_now,
      daily_spent_cents = v_spent.daily_spent, daily_transaction_count = v_spent.daily_count,
      last_daily_reset = v_spent.daily_reset,
      monthly_spent_cents = v_spent.monthly_spent, monthly_transaction_count = v_spent.monthly_count,
      last_monthly_reset = v_spent.monthly_reset
    where id = v_wallet.id
    returning * into v_after;

  -- 5. The answer's facts, kept with the key.
  v_answer := jsonb_build_object(
    'form', 'withdraw',
    'journal', money_journal_facts(v_journal),
    'owner', money_wallet_facts(v_after, v_wallet.name, v_wallet.role::text),
    'dayStart', money_ms(v_day_start),
    'monthStart', money_ms(v_month_start),
    'limits', v_limits);
  perform money_keep_answer(p_user, p_key, 201, v_answer);
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', '[]'::jsonb);
end;
$$;
--> statement-breakpoint

-- The end of a pending withdrawal that gives everything back: payouts_pending −a, fees −f (when there was a fee),
-- wallet +(a+f); the journal `cancelled` or `failed` (with its reason), settled now. The caller holds the journal's
-- row lock (taken before the wallet's, the order every settlement uses); the wallet is locked here (again, if the
-- caller already did). The limits are given back for the day and month the withdrawal was counted in, if those are
-- still the current ones: a refund tomorrow does not enlarge tomorrow's allowance. Returns the journal and the
-- wallet as written.
create function money_refund_withdrawal(
  p_journal_id uuid,
  p_status text,
  p_failure_reason text,
  p_now timestamptz,
  p_time_zone text,
  out journal journals,
  out wallet wallets
)
language plpgsql
as $$
declare
  v_day_start timestamptz := date_trunc('day', p_now, p_time_zone);
  v_month_start timestamptz := date_trunc('month', p_now, p_time_zone);
  v_refund_cents bigint;
  v_before wallets;
  v_daily_spent bigint;
  v_daily_count integer;
  v_daily_reset timestamptz;
  v_monthly_spent bigint;
  v_monthly_count integer;
  v_monthly_reset timestamptz;
  v_postings integer;
begin
  if p_status not in ('cancelled', 'failed') then
    raise exception 'money_refund_withdrawal: a refund ends a withdrawal cancelled or failed, not %', p_status;
  end if;
  update journals
    set status = p_status, failure_reason = p_failure_reason, settled_at = p_now, updated_at = p_now
    where id = p_journal_id and kind = 'withdraw' and status = 'pending'
    returning * into journal;
  if not found then
    raise exception 'money_refund_withdrawal: journal % is no pending withdrawal', p_journal_id;
  end if;
  v_refund_cents := journal.amount_cents + journal.fee_cents;

  select * into v_before from wallets where id = journal.from_wallet_id for no key update;
  if not found then
    raise exception 'money_refund_withdrawal: the wallet of withdrawal % is missing', p_journal_id;
  end if;
  -- The counters of the current periods (a stale one reads as zero since its period's start), less this
  -- withdrawal if it was counted in them.
  if v_before.last_daily_reset < v_day_start then
    v_daily_spent := 0; v_daily_count := 0; v_daily_reset := v_day_start;
  else
    v_daily_spent := v_before.daily_spent_cents; v_daily_count := v_before.daily_transaction_count;
    v_daily_reset := v_before.last_daily_reset;
  end if;
  if journal.created_at >= v_day_start and journal.created_at >= v_daily_reset then
    v_daily_spent := greatest(0, v_daily_spent - v_refund_cents);
    v_daily_count := greatest(0, v_daily_count - 1);
  end if;
  if v_before.last_monthly_reset < v_month_start then
    v_monthly_spent := 0; v_monthly_count := 0; v_monthly_reset := v_month_start;
  else
    v_monthly_spent := v_before.monthly_spent_cents; v_monthly_count := v_before.monthly_transaction_count;
    v_monthly_reset := v_before.last_monthly_reset;
  end if;
  if journal.created_at >= v_month_start and journal.created_at >= v_monthly_reset then
    v_monthly_spent := greatest(0, v_monthly_spent - v_refund_cents);
    v_monthly_count := greatest(0, v_monthly_count - 1);
  end if;

  insert into postings (journal_id, account_id, amount_cents)
  select journal.id, a.id, -journal.amount_cents from ledger_accounts a where a.kind = 'payouts_pending'
  union all
  select journal.id, v_before.id, v_refund_cents
  union all
  select journal.id, a.id, -journal.fee_cents from ledger_accounts a where a.kind = 'fees' and journal.fee_cents > 0;
  get diagnostics v_postings = row_count;
  if v_postings <> (case when journal.fee_cents > 0 then 3 else 2 end) then
    raise exception 'money_refund_withdrawal: the payouts_pending or fees account is missing';
  end if;
  update wallets
    set balance_cents = balance_cents + v_refund_cents, updated_at = p_now,
      daily_spent_cents = v_daily_spent, daily_transaction_count = v_daily_count, last_daily_reset = v_daily_reset,
      monthly_spent_cents = v_monthly_spent, monthly_transaction_count = v_monthly_count,
      last_monthly_reset = v_monthly_reset
    where id = v_before.id
    returning * into wallet;
end;
$$;
--> statement-breakpoint

-- Cancel: the owner of a pending withdrawal takes it back before it is paid out. Its steps, in order:
--
--   1. claim the Idempotency-Key (money_claim_key);
--   2. lock the journal FOR UPDATE: a settlement in progress holds it (the payout processor takes pending
--      withdrawals FOR UPDATE SKIP LOCKED, so it never waits for a cancel), the cancel waits for its end and then
--      sees the withdrawal completed or failed, and is refused; a cancel and a settlement never both happen;
--   3. refuse what docs/money.md refuses, in today's order: no such journal, or the caller no party of it (404,
--      alike, so ids cannot be probed; p_journal is null for an id that is no UUID), not a pending withdrawal of
--      the caller's own wallet (409); then lock the wallet (after the journal, as every settlement does) and refuse
--      it blocked (403);
--   4. give everything back (money_refund_withdrawal, status cancelled);
--   5. keep the answer's facts with the key and return them.
--
-- Called by itself:
--   select wallet_cancel_withdrawal('<user id>', '<journal id>', null, null, 'UTC',
--     '{"user": [1000000, 50, 5000000, 500], "agent": [1000000, 50, 5000000, 500]}');
create function wallet_cancel_withdrawal(
  p_user uuid,
  p_journal uuid,
  p_key text,
  p_fingerprint text,
  p_time_zone text,
  p_limits jsonb
) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_replay jsonb;
  v_journal record;
  v_owner record;
  v_refunded record;
  v_answer jsonb;
begin
  -- 1. The Idempotency-Key.
  v_replay := money_claim_key(p_user, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 2. The journal, locked, with the owners of its two wallets (read, not locked).
  select j.id, j.kind, j.status, j.method, j.from_wallet_id,
      fw.user_id as from_user_id, tw.user_id as to_user_id
    into v_journal
    from journals j
    left join wallets fw on fw.id = j.from_wallet_id
    left join wallets tw on tw.id = j.to_wallet_id
    where j.id = p_journal
    for update of j;

  -- 3. The refusals, in the order the api has always checked them.
  if not found or (v_journal.from_user_id is distinct from p_user and v_journal.to_user_id is distinct from p_user)
  then
    raise exception using errcode = 'WL404', message = 'transaction_not_found';
  end if;
  -- Only the withdrawal's own wallet may take it back; the other party of a send hears 409, not 404.
  if v_journal.kind <> 'withdraw' or v_journal.status <> 'pending' or v_journal.method is null
    or v_journal.from_wallet_id is null or v_journal.from_user_id is distinct from p_user then
    raise exception using errcode = 'WL409', message = 'cancel_not_pending';
  end if;
  select w.is_blocked, u.name, u.role
    into v_owner
    from wallets w
    join users u on u.id = w.user_id
    where w.id = v_journal.from_wallet_id
    for no key update of w;
  if not found then
    raise exception 'wallet_cancel_withdrawal: the wallet of withdrawal % is missing', p_journal;
  end if;
  if v_owner.is_blocked then
    raise exception using errcode = 'WL403', message = 'wallet_blocked';
  end if;

  -- 4. Everything back to the wallet, the limits too.
  v_refunded := money_refund_withdrawal(p_journal, 'cancelled', null, v_now, p_time_zone);

  -- 5. The answer's facts, kept with the key.
  v_answer := jsonb_build_object(
    'form', 'cancel',
    'journal', money_journal_facts(v_refunded.journal),
    'owner', money_wallet_facts(v_refunded.wallet, v_owner.name, v_owner.role::text),
    'dayStart', money_ms(date_trunc('day', v_now, p_time_zone)),
    'monthStart', money_ms(date_trunc('month', v_now, p_time_zone)),
    'limits', p_limits -> (case when v_owner.role = 'agent' then 'agent' else 'user' end));
  perform money_keep_answer(p_user, p_key, 200, v_answer);
  return jsonb_build_object('replayed', false, 'status', 200, 'answer', v_answer, 'receipts', '[]'::jsonb);
end;
$$;
