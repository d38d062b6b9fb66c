CREATE TABLE "money_request_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_request_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "money_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_journal_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_requests_amount_positive" CHECK ("money_requests"."amount_cents" > 0),
	CONSTRAINT "money_requests_not_to_self" CHECK ("money_requests"."requester_id" <> "money_requests"."payer_id"),
	CONSTRAINT "money_requests_status_check" CHECK ("money_requests"."status" in ('pending', 'paid', 'declined', 'cancelled')),
	CONSTRAINT "money_requests_paid_has_journal" CHECK (("money_requests"."status" = 'paid') = ("money_requests"."paid_journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "money_request_blocks" ADD CONSTRAINT "money_request_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_request_blocks" ADD CONSTRAINT "money_request_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_paid_journal_id_journals_id_fk" FOREIGN KEY ("paid_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_paid_journal_unique" ON "money_requests" USING btree ("paid_journal_id");--> statement-breakpoint
CREATE INDEX "money_requests_payer_created_idx" ON "money_requests" USING btree ("payer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "money_requests_requester_created_idx" ON "money_requests" USING btree ("requester_id","created_at","id");--> statement-breakpoint
CREATE INDEX "money_requests_requester_pending_idx" ON "money_requests" USING btree ("requester_id","expires_at") WHERE "money_requests"."status" = 'pending';--> statement-breakpoint

-- Money requests (docs/requests.md): a person asks another for an amount; the payer pays it (the normal send), declines
-- it, or the requester cancels it; a pending request past expires_at reads as expired. Three functions, each one call
-- and one transaction, refusing as the money functions do (SQLSTATE WL4xx, a reason as the message, figures as JSON in
-- DETAIL; api/src/ledger/money-refusals.ts words them):
--
--   money_request_facts(...)   a request as the answers carry it, with both names and its status as read now
--   money_request_create(...)  a new request, after the parties', the block's and the open-requests checks
--   money_request_pay(...)     wallet_send and the request marked paid, in one transaction: never one without the other
--   money_request_close(...)   declined by the payer or cancelled by the requester

-- A request row as the answers carry it (api/src/requests/money-request-view.ts shapes it); times as epoch ms.
create function money_request_facts(p_request money_requests, p_now timestamptz) returns jsonb
language plpgsql
stable
as $$
declare
  v_requester_name text;
  v_payer_name text;
begin
  select name into v_requester_name from users where id = p_request.requester_id;
  select name into v_payer_name from users where id = p_request.payer_id;
  return jsonb_build_object('id', p_request.id,
    'requesterId', p_request.requester_id, 'requesterName', v_requester_name,
    'payerId', p_request.payer_id, 'payerName', v_payer_name,
    'amountCents', p_request.amount_cents, 'note', p_request.note,
    'status', case when p_request.status = 'pending' and p_request.expires_at <= p_now then 'expired'
      else p_request.status end,
    'paidJournalId', p_request.paid_journal_id,
    'expiresAt', money_ms(p_request.expires_at),
    'closedAt', case when p_request.closed_at is null then null else money_ms(p_request.closed_at) end,
    'createdAt', money_ms(p_request.created_at),
    'updatedAt', money_ms(p_request.updated_at));
end;
$$;
--> statement-breakpoint

-- A new request from p_requester to p_payer. The requester's user row is locked FOR NO KEY UPDATE first, so two
-- requests at once count each other's (at most p_open_max pending, unexpired). Refusals in this order: the
-- requester's wallet missing (WL404 wallet_not_found) or blocked, or the account closed (WL403 wallet_blocked: a
-- blocked wallet can neither send nor receive); the payer unknown, unverified, closed or not a user (WL404
-- request_payer_not_found: no one the search finds); the payer's wallet blocked (WL400 request_payer_blocked); the
-- payer blocks requests from the requester (WL403 request_blocked); too many open (WL409 request_too_many_open).
create function money_request_create(
  p_requester uuid,
  p_payer uuid,
  p_amount_cents bigint,
  p_note text,
  p_open_max integer,
  p_lifetime interval
) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_requester record;
  v_payer record;
  v_open integer;
  v_request money_requests;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'money_request_create: the amount must be a positive number of cents';
  end if;
  if p_requester = p_payer then
    raise exception using errcode = 'WL400', message = 'request_to_self';
  end if;
  select u.closed_at is not null as closed, w.id as wallet_id, w.is_blocked
    into v_requester
    from users u
    left join wallets w on w.user_id = u.id
    where u.id = p_requester
    for no key update of u;
  if not found or v_requester.wallet_id is null then
    raise exception using errcode = 'WL404', message = 'wallet_not_found';
  end if;
  if v_requester.is_blocked or v_requester.closed then
    raise exception using errcode = 'WL403', message = 'wallet_blocked';
  end if;
  select u.role, u.is_email_verified, u.closed_at is not null as closed, w.is_blocked
    into v_payer
    from users u
    join wallets w on w.user_id = u.id
    where u.id = p_payer;
  if not found then
    raise exception using errcode = 'WL404', message = 'request_payer_not_found';
  end if;
  if v_payer.role <> 'user' or not v_payer.is_email_verified or v_payer.closed then
    raise exception using errcode = 'WL404', message = 'request_payer_not_found';
  end if;
  if v_payer.is_blocked then
    raise exception using errcode = 'WL400', message = 'request_payer_blocked';
  end if;
  if exists (select 1 from money_request_blocks b where b.blocker_id = p_payer and b.blocked_id = p_requester) then
    raise exception using errcode = 'WL403', message = 'request_blocked';
  end if;
  select count(*) into v_open
    from money_requests r
    where r.requester_id = p_requester and r.status = 'pending' and r.expires_at > v_now;
  if v_open >= p_open_max then
    raise exception using errcode = 'WL409', message = 'request_too_many_open',
      detail = jsonb_build_object('limit', p_open_max)::text;
  end if;
  insert into money_requests (requester_id, payer_id, amount_cents, note, expires_at, created_at, updated_at)
    values (p_requester, p_payer, p_amount_cents, p_note, v_now + p_lifetime, v_now, v_now)
    returning * into v_request;
  return money_request_facts(v_request, v_now);
end;
$$;
--> statement-breakpoint

-- The request locked FOR UPDATE by its payer (another person's, unknown: WL404 request_not_found), then refused
-- unless pending and unexpired (WL409 request_paid / request_declined / request_cancelled / request_expired).
create function money_request_lock_pending(p_request uuid, p_party uuid, p_as text, p_now timestamptz)
returns money_requests
language plpgsql
as $$
declare
  v_request money_requests;
begin
  select * into v_request from money_requests r where r.id = p_request for update;
  if not found
    or (p_as = 'payer' and v_request.payer_id <> p_party)
    or (p_as = 'requester' and v_request.requester_id <> p_party) then
    raise exception using errcode = 'WL404', message = 'request_not_found';
  end if;
  if v_request.status <> 'pending' then
    raise exception using errcode = 'WL409', message = 'request_' || v_request.status;
  end if;
  if v_request.expires_at <= p_now then
    raise exception using errcode = 'WL409', message = 'request_expired';
  end if;
  return v_request;
end;
$$;
--> statement-breakpoint

-- Pays a request: the payer's Idempotency-Key claimed first (a replay answers again and moves nothing), then the
-- request locked and checked (money_request_lock_pending: two payments at once queue here, and the second finds it
-- paid), then wallet_send with all its rules (locks, refusals, limits, journal, postings, receipts) and no key of
-- its own, then the request marked paid with the send's journal — all in this one transaction, so a request is paid
-- exactly when its money moved. The answer is the send's facts with the request's.
create function money_request_pay(
  p_payer uuid,
  p_request uuid,
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
  v_request money_requests;
  v_sent jsonb;
  v_answer jsonb;
begin
  v_replay := money_claim_key(p_payer, p_key, p_fingerprint, v_now);
  if v_replay is not null then
    return v_replay;
  end if;
  v_request := money_request_lock_pending(p_request, p_payer, 'payer', v_now);
  v_sent := wallet_send(p_payer, v_request.requester_id, v_request.amount_cents, null, null, p_time_zone, p_limits,
    v_request.note);
  update money_requests
    set status = 'paid', paid_journal_id = (v_sent -> 'answer' ->> 'journalId')::uuid, closed_at = v_now,
      updated_at = v_now
    where id = v_request.id
    returning * into v_request;
  if p_key is not null then
    update journals set idempotency_key = p_key where id = v_request.paid_journal_id;
  end if;
  v_answer := jsonb_build_object('form', 'request_pay', 'send', v_sent -> 'answer',
    'request', money_request_facts(v_request, v_now));
  perform money_keep_answer(p_payer, p_key, 200, v_answer);
  return jsonb_build_object('replayed', false, 'status', 200, 'answer', v_answer, 'receipts', v_sent -> 'receipts');
end;
$$;
--> statement-breakpoint

-- Declines (the payer, p_action 'decline') or cancels (the requester, 'cancel') a pending, unexpired request.
create function money_request_close(p_party uuid, p_request uuid, p_action text) returns jsonb
language plpgsql
as $$
declare
  v_now timestamptz := now();
  v_request money_requests;
begin
  if p_action not in ('decline', 'cancel') then
    raise exception 'money_request_close: unknown action %', p_action;
  end if;
  v_request := money_request_lock_pending(p_request, p_party,
    case when p_action = 'decline' then 'payer' else 'requester' end, v_now);
  update money_requests
    set status = case when p_action = 'decline' then 'declined' else 'cancelled' end,
      closed_at = v_now, updated_at = v_now
    where id = v_request.id
    returning * into v_request;
  return money_request_facts(v_request, v_now);
end;
$$;
