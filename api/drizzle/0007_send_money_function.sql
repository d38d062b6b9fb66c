-- Send money in one call (docs/money.md, "The one-call money path"): the whole of POST /wallets/send-money that
-- touches the database, as one PL/pgSQL function the api calls through one named prepared statement, in one
-- round trip and one transaction (the statement's own). Its steps, in order:
--
--   1. claim the Idempotency-Key (when there is one): a new key is inserted; a twin request still running makes
--      the insert wait for its end; a committed key with the same request answers its stored answer again
--      (`replayed`), with another request it is refused; an expired key is taken over;
--   2. lock both wallets FOR NO KEY UPDATE in wallet id order (the one order every money operation uses);
--   3. refuse what docs/money.md refuses, in today's order: own wallet missing or blocked, receiver no verified
--      user with an open account, receiver's wallet blocked, more than the balance, then the spending limits
--      (daily amount, daily count, monthly amount, monthly count, with stale counters read as zero);
--   4. write the journal and its two postings, then both wallets' balances, the sender's counters with them;
--   5. write the receipts of the parties who want them into receipt_outbox (sent by the api after the commit);
--   6. keep the answer with the key, and return it.
--
-- A refusal raises SQLSTATE WL4xx (the HTTP status it becomes: WL400, WL403, WL404, WL409) with a short reason as
-- its message and the figures the api's wording needs as JSON in its DETAIL; api/src/ledger/money-refusals.ts turns
-- it into today's status, message and field. Everything rolls back with it. A deadlock or serialization failure
-- (40P01, 40001) also rolls the whole call back, and the api runs it again from the start.
--
-- The answer is not the response body but the facts it is made of, taken from the rows this call wrote (no view
-- is read again): the journal, the sender's wallet after the send, both names, the period starts and the limits
-- used. The api shapes them into today's JSON (transactionJson, walletJsonOf), on a replay too, so a replay is the
-- first answer exactly, and the stored answer stays small (about 0.6 kB instead of 1.3 kB).
--
-- Called by itself (pgbench, psql), with the same arguments the api passes:
--   select wallet_send('<sender user id>', '<receiver user id>', 1234, null, null, 'UTC',
--     '{"user": [1000000, 50, 5000000, 500], "agent": [1000000, 50, 5000000, 500]}');
-- p_limits holds per role [daily amount cents, daily count, monthly amount cents, monthly count].
create function wallet_send(
  p_sender uuid,
  p_receiver uuid,
  p_amount_cents bigint,
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
  v_key_lifetime constant interval := interval '24 hours';
  v_claimed boolean := p_key is null;
  v_key record;
  v_wallet record;
  v_sender record;
  v_receiver record;
  v_has_sender boolean := false;
  v_has_receiver boolean := false;
  v_limits jsonb;
  -- The sender's counters of the current day and month (a counter last reset before its period reads as zero).
  v_daily_spent bigint;
  v_daily_count integer;
  v_daily_reset timestamptz;
  v_monthly_spent bigint;
  v_monthly_count integer;
  v_monthly_reset timestamptz;
  v_journal record;
  v_sender_after record;
  v_receiver_balance bigint;
  v_receipts jsonb;
  v_answer jsonb;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'wallet_send: the amount must be a positive number of cents';
  end if;
  if p_sender = p_receiver then
    raise exception using errcode = 'WL400', message = 'send_to_self';
  end if;

  -- 1. The Idempotency-Key: twice at most, since an expired row may be swept away between the insert and the read.
  for attempt in 1..2 loop
    exit when v_claimed;
    insert into idempotency_keys (user_id, key, fingerprint, expires_at)
    values (p_sender, p_key, p_fingerprint, v_now + v_key_lifetime)
    on conflict (user_id, key) do nothing;
    if found then
      v_claimed := true;
      exit;
    end if;
    select k.fingerprint, k.response_status, k.response_body, k.expires_at <= v_now as expired
      into v_key
      from idempotency_keys k
      where k.user_id = p_sender and k.key = p_key
      for update;
    continue when not found;
    if v_key.expired then
      update idempotency_keys
        set fingerprint = p_fingerprint, response_status = null, response_body = null,
          created_at = v_now, expires_at = v_now + v_key_lifetime
        where user_id = p_sender and key = p_key;
      v_claimed := true;
      exit;
    end if;
    if v_key.fingerprint <> p_fingerprint then
      raise exception using errcode = 'WL409', message = 'idempotency_key_reused';
    end if;
    if v_key.response_status is null then
      raise exception 'wallet_send: idempotency key of user % is committed without an answer', p_sender;
    end if;
    return jsonb_build_object('replayed', true, 'status', v_key.response_status, 'answer', v_key.response_body);
  end loop;
  if not v_claimed then
    raise exception 'wallet_send: idempotency key of user % could not be claimed', p_sender;
  end if;

  -- 2. Both wallets, locked in id order, with their owners.
  for v_wallet in
    select w.id, w.user_id, w.balance_cents, w.is_blocked, w.created_at,
      w.daily_spent_cents, w.daily_transaction_count, w.last_daily_reset,
      w.monthly_spent_cents, w.monthly_transaction_count, w.last_monthly_reset,
      u.name, u.role, u.is_email_verified, u.closed_at is not null as closed
    from wallets w
    join users u on u.id = w.user_id
    where w.user_id in (p_sender, p_receiver)
    order by w.id
    for no key update of w
  loop
    if v_wallet.user_id = p_sender then
      v_sender := v_wallet;
      v_has_sender := true;
    else
      v_receiver := v_wallet;
      v_has_receiver := true;
    end if;
  end loop;

  -- 3. The refusals, in the order the api has always checked them.
  if not v_has_sender then
    raise exception using errcode = 'WL404', message = 'wallet_not_found';
  end if;
  if v_sender.is_blocked then
    raise exception using errcode = 'WL403', message = 'wallet_blocked';
  end if;
  -- A closed account is no one to send to, whatever its wallet's blocked flag says (docs/security.md).
  if not v_has_receiver or v_receiver.role <> 'user' or not v_receiver.is_email_verified or v_receiver.closed then
    raise exception using errcode = 'WL404', message = 'receiver_not_found';
  end if;
  if v_receiver.is_blocked then
    raise exception using errcode = 'WL400', message = 'receiver_blocked';
  end if;
  if p_amount_cents > v_sender.balance_cents then
    raise exception using errcode = 'WL400', message = 'insufficient_balance',
      detail = jsonb_build_object('availableCents', v_sender.balance_cents)::text;
  end if;

  if v_sender.last_daily_reset < v_day_start then
    v_daily_spent := 0; v_daily_count := 0; v_daily_reset := v_day_start;
  else
    v_daily_spent := v_sender.daily_spent_cents;
    v_daily_count := v_sender.daily_transaction_count;
    v_daily_reset := v_sender.last_daily_reset;
  end if;
  if v_sender.last_monthly_reset < v_month_start then
    v_monthly_spent := 0; v_monthly_count := 0; v_monthly_reset := v_month_start;
  else
    v_monthly_spent := v_sender.monthly_spent_cents;
    v_monthly_count := v_sender.monthly_transaction_count;
    v_monthly_reset := v_sender.last_monthly_reset;
  end if;
  -- An admin sends no money; should one ever, it counts with the users' limits.
  v_limits := p_limits -> (case when v_sender.role = 'agent' then 'agent' else 'user' end);
  if p_amount_cents > greatest(0, (v_limits ->> 0)::bigint - v_daily_spent) then
    raise exception using errcode = 'WL400', message = 'limit_amount', detail = jsonb_build_object(
      'period', 'daily', 'limit', (v_limits ->> 0)::bigint,
      'remaining', greatest(0, (v_limits ->> 0)::bigint - v_daily_spent))::text;
  end if;
  if (v_limits ->> 1)::bigint - v_daily_count < 1 then
    raise exception using errcode = 'WL400', message = 'limit_count', detail = jsonb_build_object(
      'period', 'daily', 'limit', (v_limits ->> 1)::bigint,
      'remaining', greatest(0, (v_limits ->> 1)::bigint - v_daily_count))::text;
  end if;
  if p_amount_cents > greatest(0, (v_limits ->> 2)::bigint - v_monthly_spent) then
    raise exception using errcode = 'WL400', message = 'limit_amount', detail = jsonb_build_object(
      'period', 'monthly', 'limit', (v_limits ->> 2)::bigint,
      'remaining', greatest(0, (v_limits ->> 2)::bigint - v_monthly_spent))::text;
  end if;
  if (v_limits ->> 3)::bigint - v_monthly_count < 1 then
    raise exception using errcode = 'WL400', message = 'limit_count', detail = jsonb_build_object(
      'period', 'monthly', 'limit', (v_limits ->> 3)::bigint,
      'remaining', greatest(0, (v_limits ->> 3)::bigint - v_monthly_count))::text;
  end if;

  -- 4. The journal and its postings (sender −a, receiver +a, summing to zero), then the balances. The CHECK on
  -- wallets.balance_cents still holds the line should the check above ever miss.
  insert into journals (kind, status, amount_cents, initiated_by, from_wallet_id, to_wallet_id,
    idempotency_key, description, created_at, updated_at)
  values ('send', 'completed', p_amount_cents, p_sender, v_sender.id, v_receiver.id, p_key, p_description,
    v_now, v_now)
  returning id, created_at, updated_at into v_journal;
  insert into postings (journal_id, account_id, amount_cents)
  values (v_journal.id, v_sender.id, -p_amount_cents), (v_journal.id, v_receiver.id, p_amount_cents);

  update wallets
    set balance_cents = balance_cents - p_amount_cents, updated_at = v_now,
      daily_spent_cents = v_daily_spent + p_amount_cents, daily_transaction_count = v_daily_count + 1,
      last_daily_reset = v_daily_reset,
      monthly_spent_cents = v_monthly_spent + p_amount_cents, monthly_transaction_count = v_monthly_count + 1,
      last_monthly_reset = v_monthly_reset
    where id = v_sender.id
    returning balance_cents, daily_spent_cents, daily_transaction_count, last_daily_reset,
      monthly_spent_cents, monthly_transaction_count, last_monthly_reset, updated_at
    into v_sender_after;
  update wallets
    set balance_cents = balance_cents + p_amount_cents, updated_at = v_now
    where id = v_receiver.id
    returning balance_cents into v_receiver_balance;

  -- 5. The receipts (mail/receipt-mails.ts's Receipt, with the address and name to write to), for the parties
  -- whose settings ask for them and whose account is open.
  with party (user_id, kind, counterparty_name, balance_cents) as (
    values (p_sender, 'send', v_receiver.name, v_sender_after.balance_cents),
      (p_receiver, 'receive', v_sender.name, v_receiver_balance)
  ), written as (
    insert into receipt_outbox (receipt)
    select jsonb_build_object('kind', party.kind, 'userId', party.user_id, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', party.balance_cents,
      'counterpartyName', party.counterparty_name, 'to', u.email, 'name', u.name)
    from party
    join users u on u.id = party.user_id
    where u.notify_transactions and u.closed_at is null
    returning id, receipt
  )
  select coalesce(jsonb_agg(written.receipt || jsonb_build_object('outboxId', written.id)), '[]'::jsonb)
    into v_receipts
    from written;

  -- 6. The answer's facts, times as epoch milliseconds (what a JavaScript Date holds).
  v_answer := jsonb_build_object(
    'form', 'send',
    'journalId', v_journal.id,
    'createdAt', floor(extract(epoch from v_journal.created_at) * 1000)::bigint,
    'updatedAt', floor(extract(epoch from v_journal.updated_at) * 1000)::bigint,
    'amountCents', p_amount_cents,
    'description', p_description,
    'sender', jsonb_build_object('userId', p_sender, 'name', v_sender.name, 'role', v_sender.role,
      'walletId', v_sender.id, 'balanceCents', v_sender_after.balance_cents, 'isBlocked', v_sender.is_blocked,
      'dailySpentCents', v_sender_after.daily_spent_cents,
      'dailyTransactionCount', v_sender_after.daily_transaction_count,
      'lastDailyReset', floor(extract(epoch from v_sender_after.last_daily_reset) * 1000)::bigint,
      'monthlySpentCents', v_sender_after.monthly_spent_cents,
      'monthlyTransactionCount', v_sender_after.monthly_transaction_count,
      'lastMonthlyReset', floor(extract(epoch from v_sender_after.last_monthly_reset) * 1000)::bigint,
      'createdAt', floor(extract(epoch from v_sender.created_at) * 1000)::bigint,
      'updatedAt', floor(extract(epoch from v_sender_after.updated_at) * 1000)::bigint),
    'receiver', jsonb_build_object('userId', p_receiver, 'name', v_receiver.name, 'walletId', v_receiver.id),
    'dayStart', floor(extract(epoch from v_day_start) * 1000)::bigint,
    'monthStart', floor(extract(epoch from v_month_start) * 1000)::bigint,
    'limits', v_limits);
  if p_key is not null then
    update idempotency_keys set response_status = 201, response_body = v_answer
      where user_id = p_sender and key = p_key;
  end if;
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
