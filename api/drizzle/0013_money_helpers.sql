-- The steps every one-call money function shares (docs/money.md, "The one-call money path"), as small functions of
-- their own, so each rule is written once: wallet_send (0007) and wallet_add_money (0012) are redefined below to
-- use them, and the operations still to move into the database (withdraw, cancel, cash in, cash out) build on them.
--
--   money_ms(t)                 a time as epoch milliseconds (what a JavaScript Date holds), as every answer gives it
--   money_claim_key(...)        step 1, the Idempotency-Key: null when the call goes on, else the stored answer
--   money_keep_answer(...)      the last step: keep the answer with the key
--   money_spending(...)         the debtor's counters of the current day and month, checked against the limits
--   money_wallet_facts(...)     a wallet's facts as the answers carry them (walletJsonOf in the api shapes them)
--   money_write_receipts(...)   the receipts of the parties who want them, into receipt_outbox
--
-- Only money_ms is a SQL function (PostgreSQL inlines it into the expression that calls it). The others are PL/pgSQL
-- on purpose: a SQL function that is not inlined is parsed and planned again on every call (perf showed such calls
-- taking 16 % of the database's CPU per send), where PL/pgSQL keeps each statement's plan for the connection.

create function money_ms(p_at timestamptz) returns bigint
language sql
immutable
parallel safe
as $$ select floor(extract(epoch from p_at) * 1000)::bigint $$;
--> statement-breakpoint

-- The Idempotency-Key of p_user (none when p_key is null). A new key is inserted; a twin request still running makes
-- the insert wait for its end; a committed key with the same request (the same fingerprint) answers its stored
-- answer again, as {replayed: true, status, answer}; with another request it is refused (WL409); an expired key is
-- taken over. Returns null when the caller goes on with the key claimed. Twice at most, since an expired row may be
-- swept away between the insert and the read.
create function money_claim_key(p_user uuid, p_key text, p_fingerprint text, p_now timestamptz) returns jsonb
language plpgsql
as $$
declare
  v_key_lifetime constant interval := interval '24 hours';
  v_key record;
begin
  if p_key is null then
    return null;
  end if;
  for attempt in 1..2 loop
    insert into idempotency_keys (user_id, key, fingerprint, expires_at)
    values (p_user, p_key, p_fingerprint, p_now + v_key_lifetime)
    on conflict (user_id, key) do nothing;
    if found then
      return null;
    end if;
    select k.fingerprint, k.response_status, k.response_body, k.expires_at <= p_now as expired
      into v_key
      from idempotency_keys k
      where k.user_id = p_user and k.key = p_key
      for update;
    continue when not found;
    if v_key.expired then
      update idempotency_keys
        set fingerprint = p_fingerprint, response_status = null, response_body = null,
          created_at = p_now, expires_at = p_now + v_key_lifetime
        where user_id = p_user and key = p_key;
      return null;
    end if;
    if v_key.fingerprint <> p_fingerprint then
      raise exception using errcode = 'WL409', message = 'idempotency_key_reused';
    end if;
    if v_key.response_status is null then
      raise exception 'money_claim_key: idempotency key of user % is committed without an answer', p_user;
    end if;
    return jsonb_build_object('replayed', true, 'status', v_key.response_status, 'answer', v_key.response_body);
  end loop;
  raise exception 'money_claim_key: idempotency key of user % could not be claimed', p_user;
end;
$$;
--> statement-breakpoint

-- Keeps the answer with the key claimed by money_claim_key, for its replays.
create function money_keep_answer(p_user uuid, p_key text, p_status integer, p_answer jsonb) returns void
language plpgsql
as $$
begin
  if p_key is not null then
    update idempotency_keys set response_status = p_status, response_body = p_answer
      where user_id = p_user and key = p_key;
  end if;
end;
$$;
--> statement-breakpoint

-- The debtor's spending counters of the current day and month (a counter last reset before its period reads as
-- zero), checked against its role's limits p_limits = [daily amount cents, daily count, monthly amount cents,
-- monthly count] in the order the api has always checked them (WL400 limit_amount / limit_count with the period,
-- limit and what remains); returns the counters with this movement counted, to be written with its balance.
create function money_spending(
  p_amount_cents bigint,
  p_limits jsonb,
  p_daily_spent bigint,
  p_daily_count integer,
  p_last_daily_reset timestamptz,
  p_monthly_spent bigint,
  p_monthly_count integer,
  p_last_monthly_reset timestamptz,
  p_day_start timestamptz,
  p_month_start timestamptz,
  out daily_spent bigint,
  out daily_count integer,
  out daily_reset timestamptz,
  out monthly_spent bigint,
  out monthly_count integer,
  out monthly_reset timestamptz
)
language plpgsql
as $$
begin
  if p_last_daily_reset < p_day_start then
    daily_spent := 0; daily_count := 0; daily_reset := p_day_start;
  else
    daily_spent := p_daily_spent; daily_count := p_daily_count; daily_reset := p_last_daily_reset;
  end if;
  if p_last_monthly_reset < p_month_start then
    monthly_spent := 0; monthly_count := 0; monthly_reset := p_month_start;
  else
    monthly_spent := p_monthly_spent; monthly_count := p_monthly_count; monthly_reset := p_last_monthly_reset;
  end if;
  if p_amount_cents > greatest(0, (p_limits ->> 0)::bigint - daily_spent) then
    raise exception using errcode = 'WL400', message = 'limit_amount', detail = jsonb_build_object(
      'period', 'daily', 'limit', (p_limits ->> 0)::bigint,
      'remaining', greatest(0, (p_limits ->> 0)::bigint - daily_spent))::text;
  end if;
  if (p_limits ->> 1)::bigint - daily_count < 1 then
    raise exception using errcode = 'WL400', message = 'limit_count', detail = jsonb_build_object(
      'period', 'daily', 'limit', (p_limits ->> 1)::bigint,
      'remaining', greatest(0, (p_limits ->> 1)::bigint - daily_count))::text;
  end if;
  if p_amount_cents > greatest(0, (p_limits ->> 2)::bigint - monthly_spent) then
    raise exception using errcode = 'WL400', message = 'limit_amount', detail = jsonb_build_object(
      'period', 'monthly', 'limit', (p_limits ->> 2)::bigint,
      'remaining', greatest(0, (p_limits ->> 2)::bigint - monthly_spent))::text;
  end if;
  if (p_limits ->> 3)::bigint - monthly_count < 1 then
    raise exception using errcode = 'WL400', message = 'limit_count', detail = jsonb_build_object(
      'period', 'monthly', 'limit', (p_limits ->> 3)::bigint,
      'remaining', greatest(0, (p_limits ->> 3)::bigint - monthly_count))::text;
  end if;
  daily_spent := daily_spent + p_amount_cents;
  daily_count := daily_count + 1;
  monthly_spent := monthly_spent + p_amount_cents;
  monthly_count := monthly_count + 1;
end;
$$;
--> statement-breakpoint

-- A wallet row (as written, after the movement) with its owner's name and role, as the answers carry it: the api's
-- WalletFacts (api/src/wallets/send-money.ts).
create function money_wallet_facts(p_wallet wallets, p_name text, p_role text) returns jsonb
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
    'updatedAt', money_ms(p_wallet.updated_at));
end;
$$;
--> statement-breakpoint

-- Writes the receipts of one movement into receipt_outbox (mail/receipt-mails.ts's Receipt facts, one JSON object per
-- party with its userId), each with the address and name to write to, for the parties whose settings ask for
-- receipts and whose account is open; returns what was written, each with its outboxId (sent by the api after the
-- commit, mail/receipt-outbox.ts).
create function money_write_receipts(p_receipts jsonb) returns jsonb
language plpgsql
as $$
declare
  v_written jsonb;
begin
  with written as (
    insert into receipt_outbox (receipt)
    select party.receipt || jsonb_build_object('to', u.email, 'name', u.name)
    from jsonb_array_elements(p_receipts) as party (receipt)
    join users u on u.id = (party.receipt ->> 'userId')::uuid
    where u.notify_transactions and u.closed_at is null
    returning id, receipt
  )
  select coalesce(jsonb_agg(written.receipt || jsonb_build_object('outboxId', written.id)), '[]'::jsonb)
    into v_written
    from written;
  return v_written;
end;
$$;
--> statement-breakpoint

-- wallet_send (0007), its rules unchanged, on the helpers above.
create or replace function wallet_send(
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
  v_replay jsonb;
  v_wallet record;
  v_sender record;
  v_receiver record;
  v_has_sender boolean := false;
  v_has_receiver boolean := false;
  v_limits jsonb;
  v_spent record;
  v_journal record;
  v_sender_after wallets;
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

  -- 1. The Idempotency-Key.
  v_replay := money_claim_key(p_sender, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 2. Both wallets, locked in id order, with their owners.
  for v_wallet in
    select w.id, w.user_id, w.balance_cents, w.is_blocked,
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
  -- A closed account is no one to send to, whatever its wallet's blocked flag says (docs/security.md). Two tests, not
  -- one OR: a record never assigned (no such receiver) cannot even be read for its fields, and an expression planned
  -- first on such a call fails with "record is not assigned yet" (seen on PostgreSQL in wallet_send of 0007).
  if not v_has_receiver then
    raise exception using errcode = 'WL404', message = 'receiver_not_found';
  end if;
  if v_receiver.role <> 'user' or not v_receiver.is_email_verified or v_receiver.closed then
    raise exception using errcode = 'WL404', message = 'receiver_not_found';
  end if;
  if v_receiver.is_blocked then
    raise exception using errcode = 'WL400', message = 'receiver_blocked';
  end if;
  if p_amount_cents > v_sender.balance_cents then
    raise exception using errcode = 'WL400', message = 'insufficient_balance',
      detail = jsonb_build_object('availableCents', v_sender.balance_cents)::text;
  end if;
  -- An admin sends no money; should one ever, it counts with the users' limits.
  v_limits := p_limits -> (case when v_sender.role = 'agent' then 'agent' else 'user' end);
  v_spent := money_spending(p_amount_cents, v_limits,
    v_sender.daily_spent_cents, v_sender.daily_transaction_count, v_sender.last_daily_reset,
    v_sender.monthly_spent_cents, v_sender.monthly_transaction_count, v_sender.last_monthly_reset,
    v_day_start, v_month_start);

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
      daily_spent_cents = v_spent.daily_spent, daily_transaction_count = v_spent.daily_count,
      last_daily_reset = v_spent.daily_reset,
      monthly_spent_cents = v_spent.monthly_spent, monthly_transaction_count = v_spent.monthly_count,
      last_monthly_reset = v_spent.monthly_reset
    where id = v_sender.id
    returning * into v_sender_after;
  update wallets
    set balance_cents = balance_cents + p_amount_cents, updated_at = v_now
    where id = v_receiver.id
    returning balance_cents into v_receiver_balance;

  -- 5. The receipts (mail/receipt-mails.ts's Receipt, with the address and name to write to), for the parties
  -- whose settings ask for them and whose account is open.
  v_receipts := money_write_receipts(jsonb_build_array(
    jsonb_build_object('kind', 'send', 'userId', p_sender, 'journalId', v_journal.id, 'amountCents', p_amount_cents,
      'balanceCents', v_sender_after.balance_cents, 'counterpartyName', v_receiver.name),
    jsonb_build_object('kind', 'receive', 'userId', p_receiver, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', v_receiver_balance, 'counterpartyName', v_sender.name)));

  -- 6. The answer's facts, kept with the key.
  v_answer := jsonb_build_object(
    'form', 'send',
    'journalId', v_journal.id,
    'createdAt', money_ms(v_journal.created_at),
    'updatedAt', money_ms(v_journal.updated_at),
    'amountCents', p_amount_cents,
    'description', p_description,
    'sender', money_wallet_facts(v_sender_after, v_sender.name, v_sender.role::text),
    'receiver', jsonb_build_object('userId', p_receiver, 'name', v_receiver.name, 'walletId', v_receiver.id),
    'dayStart', money_ms(v_day_start),
    'monthStart', money_ms(v_month_start),
    'limits', v_limits);
  perform money_keep_answer(p_sender, p_key, 201, v_answer);
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
--> statement-breakpoint

-- wallet_add_money (0012), its rules unchanged, on the helpers above.
create or replace function wallet_add_money(
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
  v_replay jsonb;
  v_wallet record;
  v_today bigint;
  v_month bigint;
  v_daily_left bigint;
  v_monthly_left bigint;
  v_journal record;
  v_after wallets;
  v_receipts jsonb;
  v_answer jsonb;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'wallet_add_money: the amount must be a positive number of cents';
  end if;

  -- 1. The Idempotency-Key.
  v_replay := money_claim_key(p_user, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 2. The caller's wallet, locked, with its owner.
  select w.id, w.is_blocked, u.name, u.role, u.closed_at is not null as closed
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
    returning * into v_after;

  -- 5. The depositor's receipt, if they want receipts.
  v_receipts := money_write_receipts(jsonb_build_array(
    jsonb_build_object('kind', 'deposit', 'userId', p_user, 'journalId', v_journal.id, 'amountCents', p_amount_cents,
      'balanceCents', v_after.balance_cents)));

  -- 6. The answer's facts, kept with the key.
  v_answer := jsonb_build_object(
    'form', 'deposit',
    'journalId', v_journal.id,
    'createdAt', money_ms(v_journal.created_at),
    'updatedAt', money_ms(v_journal.updated_at),
    'amountCents', p_amount_cents,
    'description', p_description,
    'owner', money_wallet_facts(v_after, v_wallet.name, v_wallet.role::text),
    'dayStart', money_ms(v_day_start),
    'monthStart', money_ms(v_month_start),
    'limits', p_limits -> (case when v_wallet.role = 'agent' then 'agent' else 'user' end));
  perform money_keep_answer(p_user, p_key, 201, v_answer);
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
