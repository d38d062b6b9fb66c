-- wallet_send (0013) again, its rules unchanged, with one fix: a receiver who has no wallet (an unknown UUID) is
-- refused as receiver_not_found (404) on PostgreSQL 15 too. There `not v_has_receiver or v_receiver.role <> 'user'`
-- raised "record v_receiver is not assigned yet" (a 500): PL/pgSQL reads every field an expression names before the
-- OR is decided, and a record that no row was ever assigned to has no fields (PGlite, on a later PostgreSQL, let it
-- pass). The test is api/src/wallets/send-money.test.ts, "when the receiver is an unknown UUID".
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
  -- A closed account is no one to send to, whatever its wallet's blocked flag says (docs/security.md). No receiver
  -- is its own test: PostgreSQL 15 reads a field of a record never assigned as an error, even after an OR that is true.
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
