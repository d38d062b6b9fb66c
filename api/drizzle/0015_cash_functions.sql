-- An agent's cash in and cash out in one call each (docs/money.md, "The one-call money path"; docs/agents.md): the whole
-- of POST /wallets/add-money with a userId and of POST /wallets/cash-out that touches the database, as one PL/pgSQL
-- function each, called through one named prepared statement: one round trip, one transaction (the statement's own).
-- They are built like wallet_send (0007, redefined on the shared helpers in 0013) and use those helpers
-- (money_claim_key, money_spending, money_wallet_facts, money_write_receipts, money_keep_answer, money_ms); the two steps only cash in and
-- cash out share are two more helpers here:
--
--   money_cash_parties(...)   the agent's approval held, both wallets locked in id order, the parties' refusals
--   money_commission(...)     the agent's commission on an amount, cut to what is left of the agent's daily cap
--
-- Refusals are raised as SQLSTATE WL4xx with a reason and JSON figures in DETAIL, as in wallet_send, and roll the whole
-- call back; api/src/ledger/money-refusals.ts turns each into today's status, message, code and field. The one
-- exception is a wrong cash-out code: its try must stay counted (docs/agents.md, "Cash-out code"), so wallet_cash_out
-- counts it and then *returns* the refusal ({refused, status}) instead of raising it, and the call commits the count
-- and nothing else (see wallet_cash_out's step 0).

-- The two sides of a cash in or cash out, in the order their refusals have always been checked:
--   1. the agent's approval as it is now, held FOR SHARE until the call ends: a suspension that commits first refuses
--      this operation, one that comes later waits for it (WL403 agents_only / agent_not_approved);
--   2. both wallets locked FOR NO KEY UPDATE in wallet id order (the one order every money operation uses);
--   3. the agent's wallet missing (WL404 wallet_not_found) or blocked (WL403 wallet_blocked); the user unknown,
--      unverified or closed (WL404 cash_user_not_found: none of them is anyone an agent can find), not a user
--      (WL400 cash_user_wallets_only: an agent, an admin, the agent themselves), or blocked (WL400 cash_user_blocked).
-- Returns both wallet rows as locked, with their owners' names.
create function money_cash_parties(
  p_agent uuid,
  p_user uuid,
  out agent wallets,
  out agent_name text,
  out customer wallets,
  out customer_name text
)
language plpgsql
as $$
declare
  v_approval record;
  v_row record;
  v_has_agent boolean := false;
  v_has_customer boolean := false;
  v_customer_role text;
  v_customer_findable boolean;
begin
  select u.role, u.is_approved into v_approval from users u where u.id = p_agent for share;
  if not found or v_approval.role <> 'agent' then
    raise exception using errcode = 'WL403', message = 'agents_only';
  end if;
  if not v_approval.is_approved then
    raise exception using errcode = 'WL403', message = 'agent_not_approved';
  end if;

  for v_row in
    select w as wallet, u.name, u.role, u.is_email_verified and u.closed_at is null as findable
    from wallets w
    join users u on u.id = w.user_id
    where w.user_id in (p_agent, p_user)
    order by w.id
    for no key update of w
  loop
    -- Not elsif: an agent naming themselves is both sides, and refused below as no user.
    if (v_row.wallet).user_id = p_agent then
      agent := v_row.wallet;
      agent_name := v_row.name;
      v_has_agent := true;
    end if;
    if (v_row.wallet).user_id = p_user then
      customer := v_row.wallet;
      customer_name := v_row.name;
      v_customer_role := v_row.role;
      v_customer_findable := v_row.findable;
      v_has_customer := true;
    end if;
  end loop;

  if not v_has_agent then
    raise exception using errcode = 'WL404', message = 'wallet_not_found';
  end if;
  if agent.is_blocked then
    raise exception using errcode = 'WL403', message = 'wallet_blocked';
  end if;
  if not v_has_customer or not v_customer_findable then
    raise exception using errcode = 'WL404', message = 'cash_user_not_found';
  end if;
  if v_customer_role <> 'user' then
    raise exception using errcode = 'WL400', message = 'cash_user_wallets_only';
  end if;
  if customer.is_blocked then
    raise exception using errcode = 'WL400', message = 'cash_user_blocked';
  end if;
end;
$$;
--> statement-breakpoint

-- The agent's commission on p_amount_cents (docs/agents.md): round half-up of amount × rate, in integers
-- (api/src/agents/commission.ts is the same arithmetic; cash-one-call.test.ts holds this function to it), cut to
-- what is left of the agent's daily cap — what the agent's completed cash ins and cash outs since p_day_start (the
-- current day of TZ_LIMITS) earned, read while the agent's wallet is locked, so two operations at once cannot both
-- earn past it.
-- p_commission is [rate in parts per million, daily cap cents].
create function money_commission(
  p_agent_wallet uuid,
  p_amount_cents bigint,
  p_commission jsonb,
  p_day_start timestamptz
) returns bigint
language plpgsql
as $$
declare
  v_full bigint := (p_amount_cents * (p_commission ->> 0)::bigint + 500000) / 1000000;
  v_earned bigint;
begin
  if v_full = 0 then
    return 0;
  end if;
  select coalesce(sum(j.commission_cents), 0) into v_earned
    from journals j
    where j.status = 'completed' and j.created_at >= p_day_start
      and ((j.kind = 'cash_in' and j.from_wallet_id = p_agent_wallet)
        or (j.kind = 'cash_out' and j.to_wallet_id = p_agent_wallet));
  return least(v_full, greatest(0, (p_commission ->> 1)::bigint - v_earned));
end;
$$;
--> statement-breakpoint

-- Cash in: an approved agent moves float into a user's wallet and earns a commission from the platform — agent −a,
-- user +a, commissions −c, agent +c — in one completed journal. Its steps, in order:
--
--   1. claim the agent's Idempotency-Key (money_claim_key);
--   2. the parties (money_cash_parties: approval held, both wallets locked in id order, their refusals);
--   3. refuse more than the agent's balance (WL400 insufficient_float: the commission arrives in this same journal
--      but is not float to pay with), then the agent's own daily and monthly limits (float leaving the agent's
--      wallet counts toward them, as a send does; money_spending);
--   4. the commission (money_commission), the journal and its postings (no commission postings when it is 0: a
--      posting is never zero), both balances and the agent's counters;
--   5. the receipts of the user and the agent, for those who want them, into receipt_outbox;
--   6. keep the answer's facts with the key and return them: the journal, the agent's wallet after it, the user, the
--      period starts and the agent's limits (the answer is the agent's, as before).
--
-- Called by itself, with the arguments the api passes (p_limits: per role [daily amount cents, daily count, monthly
-- amount cents, monthly count]; p_commission: [rate ppm, daily cap cents]):
--   select wallet_cash_in('<agent user id>', '<user id>', 1234, null, null, 'UTC',
--     '{"user": [1000000, 50, 5000000, 500], "agent": [1000000, 50, 5000000, 500]}', '[5000, 2000]');
create function wallet_cash_in(
  p_agent uuid,
  p_user uuid,
  p_amount_cents bigint,
  p_key text,
  p_fingerprint text,
  p_time_zone text,
  p_limits jsonb,
  p_commission jsonb,
  p_description text default null
) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_day_start timestamptz := date_trunc('day', v_now, p_time_zone);
  v_month_start timestamptz := date_trunc('month', v_now, p_time_zone);
  v_replay jsonb;
  v_parties record;
  v_agent wallets;
  v_customer wallets;
  v_spent record;
  v_commission bigint;
  v_journal record;
  v_agent_after wallets;
  v_customer_balance bigint;
  v_receipts jsonb;
  v_answer jsonb;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'wallet_cash_in: the amount must be a positive number of cents';
  end if;

  -- 1. The Idempotency-Key.
  v_replay := money_claim_key(p_agent, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 2. The parties, locked, and their refusals.
  select * into v_parties from money_cash_parties(p_agent, p_user);
  v_agent := v_parties.agent;
  v_customer := v_parties.customer;

  -- 3. The float, then the agent's limits.
  if p_amount_cents > v_agent.balance_cents then
    raise exception using errcode = 'WL400', message = 'insufficient_float',
      detail = jsonb_build_object('availableCents', v_agent.balance_cents)::text;
  end if;
  v_spent := money_spending(p_amount_cents, p_limits -> 'agent',
    v_agent.daily_spent_cents, v_agent.daily_transaction_count, v_agent.last_daily_reset,
    v_agent.monthly_spent_cents, v_agent.monthly_transaction_count, v_agent.last_monthly_reset,
    v_day_start, v_month_start);

  -- 4. The commission, the journal, its postings and the balances.
  v_commission := money_commission(v_agent.id, p_amount_cents, p_commission, v_day_start);
  insert into journals (kind, status, amount_cents, commission_cents, initiated_by, from_wallet_id, to_wallet_id,
    idempotency_key, description, created_at, updated_at)
  values ('cash_in', 'completed', p_amount_cents, v_commission, p_agent, v_agent.id, v_customer.id, p_key,
    p_description, v_now, v_now)
  returning id, created_at, updated_at into v_journal;
  insert into postings (journal_id, account_id, amount_cents)
  values (v_journal.id, v_agent.id, -p_amount_cents), (v_journal.id, v_customer.id, p_amount_cents);
  if v_commission > 0 then
    insert into postings (journal_id, account_id, amount_cents)
    select v_journal.id, a.id, -v_commission from ledger_accounts a where a.kind = 'commissions'
    union all
    select v_journal.id, v_agent.id, v_commission;
    if not exists (select 1 from ledger_accounts where kind = 'commissions') then
      raise exception 'wallet_cash_in: the commissions account is missing';
    end if;
  end if;

  update wallets
    set balance_cents = balance_cents - p_amount_cents + v_commission, updated_at = v_now,
      daily_spent_cents = v_spent.daily_spent, daily_transaction_count = v_spent.daily_count,
      last_daily_reset = v_spent.daily_reset,
      monthly_spent_cents = v_spent.monthly_spent, monthly_transaction_count = v_spent.monthly_count,
      last_monthly_reset = v_spent.monthly_reset
    where id = v_agent.id
    returning * into v_agent_after;
  update wallets
    set balance_cents = balance_cents + p_amount_cents, updated_at = v_now
    where id = v_customer.id
    returning balance_cents into v_customer_balance;

  -- 5. The receipts: the user's (from which agent) and the agent's (to which user, and the commission earned).
  v_receipts := money_write_receipts(jsonb_build_array(
    jsonb_build_object('kind', 'cash_in_user', 'userId', p_user, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', v_customer_balance, 'counterpartyName', v_parties.agent_name),
    jsonb_build_object('kind', 'cash_in_agent', 'userId', p_agent, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', v_agent_after.balance_cents,
      'counterpartyName', v_parties.customer_name, 'commissionCents', v_commission)));

  -- 6. The answer's facts, kept with the key.
  v_answer := jsonb_build_object(
    'form', 'cash_in',
    'journalId', v_journal.id,
    'createdAt', money_ms(v_journal.created_at),
    'updatedAt', money_ms(v_journal.updated_at),
    'amountCents', p_amount_cents,
    'commissionCents', v_commission,
    'description', p_description,
    'agent', money_wallet_facts(v_agent_after, v_parties.agent_name, 'agent'),
    'user', jsonb_build_object('userId', p_user, 'name', v_parties.customer_name, 'walletId', v_customer.id),
    'dayStart', money_ms(v_day_start),
    'monthStart', money_ms(v_month_start),
    'limits', p_limits -> 'agent');
  perform money_keep_answer(p_agent, p_key, 201, v_answer);
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
--> statement-breakpoint

-- Cash out: with the code the user created, an approved agent takes money from the user's wallet within the user's
-- balance and limits and earns a commission — user −a, agent +a, commissions −c, agent +c. Its steps, in order:
--
--   0. a wrong guess at the user's live code (or any guess once the code has used up its tries) is counted, and the
--      try after the last allowed one voids the code; a counted guess is refused by *returning*
--      {refused: cash_out_code_invalid, status: 400} (or cash_out_code_locked, 429), so the call commits the count —
--      the only thing it wrote — where a raise would roll it back. As before, this comes first (before the agent's
--      approval and the parties: a guess is counted whoever makes it), concurrent guesses queue on the code's row so
--      none is free, and a request whose Idempotency-Key already holds its answer skips it and replays;
--   1. claim the agent's Idempotency-Key (money_claim_key);
--   2. the parties (money_cash_parties);
--   3. the user's live code with this hash and tries left, locked (none: WL400 cash_out_code_invalid — expired, used,
--      replaced, or the right code once the tries are used up), covering the amount (WL400 cash_out_code_too_small),
--      used up by this cash out (a later refusal rolls that back: the code stays usable); the code is checked before
--      the user's balance and limits, so without it an agent learns nothing of them;
--   4. refuse more than the user's balance (WL400 user_balance_short), then the user's limits (money leaving the
--      user's wallet counts toward the user's limits, not the agent's; money_spending's limit_amount / limit_count,
--      which the api words for the user: "…exceed the user's daily limit…");
--   5. the commission, the journal and its postings, both balances and the user's counters;
--   6. the receipts of the user and the agent into receipt_outbox;
--   7. keep the answer's facts with the key and return them (the agent's side, as for cash in).
--
-- p_code_hash is the HMAC of the typed code under the server's key, bound to the user (api/src/agents/cash-out-codes.ts,
-- cashOutCodeHash); p_code_tries_max the wrong tries a code allows (CASH_OUT_CODE_TRIES_MAX). Called by itself:
--   select wallet_cash_out('<agent user id>', '<user id>', 1234, '<code hash>', 5, null, null, 'UTC',
--     '{"user": [1000000, 50, 5000000, 500], "agent": [1000000, 50, 5000000, 500]}', '[5000, 2000]');
create function wallet_cash_out(
  p_agent uuid,
  p_user uuid,
  p_amount_cents bigint,
  p_code_hash text,
  p_code_tries_max integer,
  p_key text,
  p_fingerprint text,
  p_time_zone text,
  p_limits jsonb,
  p_commission jsonb,
  p_description text default null
) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_day_start timestamptz := date_trunc('day', v_now, p_time_zone);
  v_month_start timestamptz := date_trunc('month', v_now, p_time_zone);
  v_tries integer;
  v_replay jsonb;
  v_parties record;
  v_agent wallets;
  v_customer wallets;
  v_code record;
  v_spent record;
  v_commission bigint;
  v_journal record;
  v_agent_after wallets;
  v_customer_balance bigint;
  v_receipts jsonb;
  v_answer jsonb;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'wallet_cash_out: the amount must be a positive number of cents';
  end if;

  -- 0. A wrong guess, counted and kept.
  if p_key is null or not exists (
    select 1 from idempotency_keys k
    where k.user_id = p_agent and k.key = p_key and k.fingerprint = p_fingerprint
      and k.response_status is not null and k.expires_at > v_now
  ) then
    -- Right-hand sides read the row as it was: the try that finds the tries used up is the one that voids it. The
    -- hashes are HMACs under the server's key: comparing them leaks nothing a guesser could use.
    update cash_out_codes c
      set attempts = c.attempts + 1,
        voided_at = case when c.attempts >= p_code_tries_max then v_now end
      where c.user_id = p_user and c.consumed_at is null and c.voided_at is null and c.expires_at > v_now
        and (c.code_hash <> p_code_hash or c.attempts >= p_code_tries_max)
      returning c.attempts into v_tries;
    if found then
      if v_tries > p_code_tries_max then
        return jsonb_build_object('replayed', false, 'status', 429, 'refused', 'cash_out_code_locked');
      end if;
      return jsonb_build_object('replayed', false, 'status', 400, 'refused', 'cash_out_code_invalid');
    end if;
  end if;

  -- 1. The Idempotency-Key.
  v_replay := money_claim_key(p_agent, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;

  -- 2. The parties, locked, and their refusals.
  select * into v_parties from money_cash_parties(p_agent, p_user);
  v_agent := v_parties.agent;
  v_customer := v_parties.customer;

  -- 3. The code: live, this one, with tries left, covering the amount; used up by this cash out.
  select c.id, c.max_amount_cents into v_code
    from cash_out_codes c
    where c.user_id = p_user and c.consumed_at is null and c.voided_at is null and c.expires_at > v_now
      and c.code_hash = p_code_hash and c.attempts < p_code_tries_max
    for update;
  if not found then
    raise exception using errcode = 'WL400', message = 'cash_out_code_invalid';
  end if;
  if p_amount_cents > v_code.max_amount_cents then
    raise exception using errcode = 'WL400', message = 'cash_out_code_too_small';
  end if;
  update cash_out_codes set consumed_at = v_now where id = v_code.id;

  -- 4. The user's balance, then the user's limits.
  if p_amount_cents > v_customer.balance_cents then
    raise exception using errcode = 'WL400', message = 'user_balance_short';
  end if;
  v_spent := money_spending(p_amount_cents, p_limits -> 'user',
    v_customer.daily_spent_cents, v_customer.daily_transaction_count, v_customer.last_daily_reset,
    v_customer.monthly_spent_cents, v_customer.monthly_transaction_count, v_customer.last_monthly_reset,
    v_day_start, v_month_start);

  -- 5. The commission, the journal, its postings and the balances.
  v_commission := money_commission(v_agent.id, p_amount_cents, p_commission, v_day_start);
  insert into journals (kind, status, amount_cents, commission_cents, initiated_by, from_wallet_id, to_wallet_id,
    idempotency_key, description, created_at, updated_at)
  values ('cash_out', 'completed', p_amount_cents, v_commission, p_agent, v_customer.id, v_agent.id, p_key,
    p_description, v_now, v_now)
  returning id, created_at, updated_at into v_journal;
  insert into postings (journal_id, account_id, amount_cents)
  values (v_journal.id, v_customer.id, -p_amount_cents), (v_journal.id, v_agent.id, p_amount_cents);
  if v_commission > 0 then
    insert into postings (journal_id, account_id, amount_cents)
    select v_journal.id, a.id, -v_commission from ledger_accounts a where a.kind = 'commissions'
    union all
    select v_journal.id, v_agent.id, v_commission;
    if not exists (select 1 from ledger_accounts where kind = 'commissions') then
      raise exception 'wallet_cash_out: the commissions account is missing';
    end if;
  end if;

  update wallets
    set balance_cents = balance_cents - p_amount_cents, updated_at = v_now,
      daily_spent_cents = v_spent.daily_spent, daily_transaction_count = v_spent.daily_count,
      last_daily_reset = v_spent.daily_reset,
      monthly_spent_cents = v_spent.monthly_spent, monthly_transaction_count = v_spent.monthly_count,
      last_monthly_reset = v_spent.monthly_reset
    where id = v_customer.id
    returning balance_cents into v_customer_balance;
  update wallets
    set balance_cents = balance_cents + p_amount_cents + v_commission, updated_at = v_now
    where id = v_agent.id
    returning * into v_agent_after;

  -- 6. The receipts: the user's (with which agent) and the agent's (from which user, and the commission earned).
  v_receipts := money_write_receipts(jsonb_build_array(
    jsonb_build_object('kind', 'cash_out_user', 'userId', p_user, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', v_customer_balance, 'counterpartyName', v_parties.agent_name),
    jsonb_build_object('kind', 'cash_out_agent', 'userId', p_agent, 'journalId', v_journal.id,
      'amountCents', p_amount_cents, 'balanceCents', v_agent_after.balance_cents,
      'counterpartyName', v_parties.customer_name, 'commissionCents', v_commission)));

  -- 7. The answer's facts, kept with the key.
  v_answer := jsonb_build_object(
    'form', 'cash_out',
    'journalId', v_journal.id,
    'createdAt', money_ms(v_journal.created_at),
    'updatedAt', money_ms(v_journal.updated_at),
    'amountCents', p_amount_cents,
    'commissionCents', v_commission,
    'description', p_description,
    'agent', money_wallet_facts(v_agent_after, v_parties.agent_name, 'agent'),
    'user', jsonb_build_object('userId', p_user, 'name', v_parties.customer_name, 'walletId', v_customer.id),
    'dayStart', money_ms(v_day_start),
    'monthStart', money_ms(v_month_start),
    'limits', p_limits -> 'agent');
  perform money_keep_answer(p_agent, p_key, 201, v_answer);
  return jsonb_build_object('replayed', false, 'status', 201, 'answer', v_answer, 'receipts', v_receipts);
end;
$$;
