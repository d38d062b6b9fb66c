-- A leaner send (issue 17; docs/money.md, "What a send costs the database"). Measured with auto_explain
-- (log_nested_statements, log_triggers) on one wallet_send: of its statements, the foreign-key triggers and the
-- second write of the key row cost the most beside the journal's own insert.
--
-- 1. No foreign keys on journals (initiated_by, from_wallet_id, to_wallet_id) nor on idempotency_keys (user_id). Each
--    cost every send a trigger running a query that locks the referenced row FOR KEY SHARE: the users row of the
--    sender twice (once by the journal, once by the key), each time writing a lock into that row and the WAL, and
--    the key's trigger ran again on the key's update, as the row was inserted by the same transaction. The rows they
--    guarded are never deleted (a closed account keeps its user and wallet rows) and every writer inserts ids it has
--    just read and locked; `npm run ledger:check` asserts that every journal's wallets and initiator exist, as it
--    does for the postings since 0008.
-- 2. The key row is written once, with its answer (money_find_key, money_store_key below), instead of inserted at the
--    start and updated at the end (money_claim_key, money_keep_answer). Safe because the key is looked up only once
--    the sender's wallet is locked: every money function of a person locks that person's wallet before its key, so
--    a twin request still running holds the lock and the lookup waits for its end, then sees its committed answer.
--    A key written meanwhile by a request that locks no wallet (a new cash-out code, ledger/money-route.ts) makes
--    the final insert wait for it and then fail over: another request's key is refused (WL409) as before, and the
--    same request's (no such path today) raises 40001, which the api runs again whole, so it replays.
-- 3. money_ms is declared stable, as its body (extract of a timestamptz) is: declared immutable, PostgreSQL would not
--    inline it, and every call ran as a SQL function of its own (8 per send).
-- 4. wallet_send reads the parties' addresses and receipt settings with the wallet lock and writes the receipts
--    itself, instead of money_write_receipts looking the users up again.
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journals" DROP CONSTRAINT "journals_initiated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journals" DROP CONSTRAINT "journals_from_wallet_id_wallets_id_fk";
--> statement-breakpoint
ALTER TABLE "journals" DROP CONSTRAINT "journals_to_wallet_id_wallets_id_fk";
--> statement-breakpoint
alter function money_ms(timestamptz) stable;
--> statement-breakpoint

-- The stored answer of p_user's Idempotency-Key, looked up (not claimed) once the caller holds the lock that orders
-- the person's money requests (their wallet's). Null when there is none or it has expired (the call goes on and
-- money_store_key takes it over); a committed key of the same request (the same fingerprint) answers its stored
-- answer again, as {replayed: true, status, answer}; another request's is refused (WL409).
create function money_find_key(p_user uuid, p_key text, p_fingerprint text, p_now timestamptz) returns jsonb
language plpgsql
as $$
declare
  v_key record;
begin
  if p_key is null then
    return null;
  end if;
  select k.fingerprint, k.response_status, k.response_body
    into v_key
    from idempotency_keys k
    where k.user_id = p_user and k.key = p_key and k.expires_at > p_now;
  if not found then
    return null;
  end if;
  if v_key.fingerprint <> p_fingerprint then
    raise exception using errcode = 'WL409', message = 'idempotency_key_reused';
  end if;
  if v_key.response_status is null then
    raise exception 'money_find_key: idempotency key of user % is committed without an answer', p_user;
  end if;
  return jsonb_build_object('replayed', true, 'status', v_key.response_status, 'answer', v_key.response_body);
end;
$$;
--> statement-breakpoint

-- Writes p_user's Idempotency-Key with its answer, in one insert: a new key, or an expired one taken over. A live
-- key that another transaction committed since money_find_key (a request that locks no wallet) refuses this call:
-- WL409 for another request's key; for the same request's, 40001, so the api runs the call again and it replays.
create function money_store_key(
  p_user uuid,
  p_key text,
  p_fingerprint text,
  p_now timestamptz,
  p_status integer,
  p_answer jsonb
) returns void
language plpgsql
as $$
declare
  v_key_lifetime constant interval := interval '24 hours';
  v_fingerprint text;
begin
  if p_key is null then
    return;
  end if;
  insert into idempotency_keys as k (user_id, key, fingerprint, response_status, response_body, created_at,
    expires_at)
  values (p_user, p_key, p_fingerprint, p_status, p_answer, p_now, p_now + v_key_lifetime)
  on conflict (user_id, key) do update
    set fingerprint = excluded.fingerprint, response_status = excluded.response_status,
      response_body = excluded.response_body, created_at = excluded.created_at, expires_at = excluded.expires_at
    where k.expires_at <= p_now;
  if found then
    return;
  end if;
  select k.fingerprint into v_fingerprint from idempotency_keys k where k.user_id = p_user and k.key = p_key;
  if v_fingerprint is distinct from p_fingerprint then
    raise exception using errcode = 'WL409', message = 'idempotency_key_reused';
  end if;
  raise exception using errcode = '40001',
    message = 'money_store_key: the same request committed this idempotency key meanwhile; run the call again';
end;
$$;
--> statement-breakpoint

-- wallet_send (0007, 0013), its rules unchanged: the key looked up after the wallets are locked and written once at
-- the end, the receipts written from the facts the lock read.
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

  -- 1. Both wallets, locked in id order, with their owners (and what their receipts need).
  for v_wallet in
    select w.id, w.user_id, w.balance_cents, w.is_blocked,
      w.daily_spent_cents, w.daily_transaction_count, w.last_daily_reset,
      w.monthly_spent_cents, w.monthly_transaction_count, w.last_monthly_reset,
      u.name, u.email, u.role, u.is_email_verified, u.closed_at is not null as closed,
      u.notify_transactions and u.closed_at is null as wants_receipt
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

  -- 2. The Idempotency-Key, with the sender's wallet locked: a twin still running has made the lock above wait for
  -- its end, so its answer is committed by now.
  v_replay := money_find_key(p_sender, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 3. The refusals, in the order the api has always checked them.
  if not v_has_sender then
    raise exception using errcode = 'WL404', message = 'wallet_not_found';
  end if;
  if v_sender.is_blocked then
    raise exception using errcode = 'WL403', message = 'wallet_blocked';
  end if;
  -- A closed account is no one to send to, whatever its wallet's blocked flag says (docs/security.md). Two tests, not
  -- one OR: a record never assigned (no such receiver) cannot even be read for its fields.
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
  -- whose settings ask for them and whose account is open, as money_write_receipts writes them.
  with written as (
    insert into receipt_outbox (receipt)
    select party.receipt
    from (values
      (v_sender.wants_receipt, jsonb_build_object('kind', 'send', 'userId', p_sender, 'journalId', v_journal.id,
        'amountCents', p_amount_cents, 'balanceCents', v_sender_after.balance_cents,
        'counterpartyName', v_receiver.name, 'to', v_sender.email, 'name', v_sender.name)),
      (v_receiver.wants_receipt, jsonb_build_object('kind', 'receive', 'userId', p_receiver,
        'journalId', v_journal.id, 'amountCents', p_amount_cents, 'balanceCents', v_receiver_balance,
        'counterpartyName', v_sender.name, 'to', v_receiver.email, 'name', v_receiver.name))
    ) as party (wanted, receipt)
    where party.wanted
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
  perform money_store_key(p_sender, p_key, p_fingerprint, v_now, 201, v_answer);
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
