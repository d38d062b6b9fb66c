// Money requests (docs/requests.md): asking someone for money, paying, declining and cancelling a request, the two
// lists, and blocking someone's requests. Each change is one call of a database function
// (api/drizzle/0018_money_requests.sql); paying is money_request_pay, which runs wallet_send and marks the request
// paid in the same transaction. This file parses requests and shapes answers.
import type { Request } from 'express';
import { sql } from 'drizzle-orm';
import { formatCents } from '@wallet/common/money';
import type {
  BlockedRequesterJson,
  MoneyRequestDirection,
  MoneyRequestStatus,
} from '@wallet/common/requests';
import {
  MONEY_REQUEST_DIRECTIONS,
  MONEY_REQUEST_LIFETIME_DAYS,
  MONEY_REQUEST_NOTE_LENGTH_MAX,
  MONEY_REQUEST_STATUSES,
  MONEY_REQUESTS_OPEN_MAX,
  moneyRequestMessages,
} from '@wallet/common/requests';
import type { Database } from '../db/database';
import type { PreparedStatement } from '../db/prepared';
import { runPrepared } from '../db/prepared';
import { isUuid } from '../db/uuid';
import type { SignedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { jsonObjectBody } from '../http/json-body';
import type { PageParams, Query } from '../http/query-params';
import { oneOfParam, pageParams, paginationJson } from '../http/query-params';
import type { MoneyContext } from '../ledger/money-context';
import { moneyRefusalOf } from '../ledger/money-refusals';
import type { MoneyCallResult, OneCallMoneyOperation } from '../ledger/money-route';
import { parseAmountCents } from '../ledger/amount';
import { retryWhole } from '../ledger/money-transaction';
import { rowsOf } from '../ledger/sql-rows';
import type { Mailer } from '../mail/mailer';
import { mailRecipients } from '../mail/notification-preferences';
import type { SendFacts } from '../wallets/send-money';
import { limitsArgument, sendAnswer } from '../wallets/send-money';
import { moneyRequestMail } from './money-request-mails';
import type { MoneyRequestFacts, MoneyRequestJson } from './money-request-view';
import { moneyRequestJson } from './money-request-view';

export interface NewMoneyRequest {
  payerId: string;
  amountCents: number;
  note: string | null;
}

/** The most one request may ask for: what a user may send in one day (and month), so it can be paid at once. */
export function requestAmountMaxCents(limits: MoneyContext['limits']): number {
  return Math.min(limits.user.dailyAmountCents, limits.user.monthlyAmountCents);
}

/** Missing or blank → 400; anything that is not a UUID cannot name anyone → 404, as an unknown id does. */
function parsePersonId(value: unknown, field: string, required: string, notFound: string): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new AppError(400, required, 'VALIDATION_FAILED', field);
  }
  if (typeof value !== 'string' || !isUuid(value.trim())) throw new AppError(404, notFound, undefined, field);
  return value.trim().toLowerCase();
}

function parseNote(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw new AppError(400, moneyRequestMessages.noteInvalid, 'VALIDATION_FAILED', 'note');
  }
  const note = value.trim();
  if (note === '') return null;
  // Characters as people count them (code points): an emoji is one.
  if ([...note].length > MONEY_REQUEST_NOTE_LENGTH_MAX) {
    throw new AppError(400, moneyRequestMessages.noteTooLong, 'VALIDATION_FAILED', 'note');
  }
  return note;
}

export function parseNewMoneyRequest(
  request: Request,
  person: SignedIn,
  limits: MoneyContext['limits'],
): NewMoneyRequest {
  const body = jsonObjectBody(request);
  const payerId = parsePersonId(
    body.payerId,
    'payerId',
    moneyRequestMessages.payerRequired,
    moneyRequestMessages.payerNotFound,
  );
  const amountCents = parseAmountCents(body.amount);
  const note = parseNote(body.note);
  if (payerId === person.user.id) {
    throw new AppError(400, moneyRequestMessages.requestToSelf, undefined, 'payerId');
  }
  const max = requestAmountMaxCents(limits);
  if (amountCents > max) {
    throw new AppError(400, moneyRequestMessages.aboveLimit(max), 'LIMIT_EXCEEDED', 'amount');
  }
  return { payerId, amountCents, note };
}

/** A request's id from the path: anything but a UUID names no request (404, as an unknown one). */
export function parseRequestId(request: Request): string {
  const id = String(request.params.id ?? '');
  if (!isUuid(id)) throw new AppError(404, moneyRequestMessages.notFound);
  return id.toLowerCase();
}

/** A function that changes no money: its refusals as AppErrors, the whole call run again on a deadlock. */
async function callFunction<Row>(
  db: Database,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row> {
  return retryWhole(async () => {
    try {
      const [row] = await runPrepared<{ result: Row | null }>(db, statement, values);
      if (row?.result === null || row?.result === undefined) {
        throw new Error(`${statement.name} answered nothing`);
      }
      return row.result;
    } catch (error) {
      throw moneyRefusalOf(error) ?? error;
    }
  });
}

const CREATE: PreparedStatement = {
  name: 'money_request_create',
  text: 'select money_request_create($1::uuid, $2::uuid, $3::bigint, $4::text, $5::integer, $6::interval) as result',
};

export async function createMoneyRequest(
  dependencies: { db: Database; mailer: Mailer },
  requesterId: string,
  input: NewMoneyRequest,
): Promise<MoneyRequestJson> {
  const facts = await callFunction<MoneyRequestFacts>(dependencies.db, CREATE, [
    requesterId,
    input.payerId,
    input.amountCents,
    input.note,
    MONEY_REQUESTS_OPEN_MAX,
    `${MONEY_REQUEST_LIFETIME_DAYS} days`,
  ]);
  notifyPayer(dependencies, facts);
  return moneyRequestJson(facts, requesterId);
}

/** The payer hears of a new request by mail when their receipts preference is on (docs/settings.md). */
function notifyPayer({ db, mailer }: { db: Database; mailer: Mailer }, facts: MoneyRequestFacts): void {
  mailer.sendComposed(
    async () =>
      (await mailRecipients(db, [facts.payerId], 'receipts')).map((recipient) =>
        moneyRequestMail(facts, recipient),
      ),
    { message: 'money request mail could not be handed to the mailer', context: { requestId: facts.id } },
  );
}

const CLOSE: PreparedStatement = {
  name: 'money_request_close',
  text: 'select money_request_close($1::uuid, $2::uuid, $3::text) as result',
};

/** The payer declines, or the requester cancels, a pending request. */
export async function closeMoneyRequest(
  db: Database,
  personId: string,
  requestId: string,
  action: 'decline' | 'cancel',
): Promise<MoneyRequestJson> {
  const facts = await callFunction<MoneyRequestFacts>(db, CLOSE, [personId, requestId, action]);
  return moneyRequestJson(facts, personId);
}

const PAY: PreparedStatement = {
  name: 'money_request_pay',
  text: 'select money_request_pay($1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::text::jsonb) as result',
};

interface PayFacts {
  form: 'request_pay';
  send: SendFacts;
  request: MoneyRequestFacts;
}

/** Paying a request: the normal send, with its limits and Idempotency-Key, and the request marked paid with it. */
export function payMoneyRequestOperation(money: MoneyContext): OneCallMoneyOperation<{ requestId: string }> {
  const limits = limitsArgument(money.limits);
  return {
    parse: (request) => ({ requestId: parseRequestId(request) }),
    call: async (db, { person, input, idempotencyKey, fingerprint }) => {
      const [row] = await runPrepared<{ result: MoneyCallResult | null }>(db, PAY, [
        person.user.id,
        input.requestId,
        idempotencyKey,
        fingerprint,
        money.timeZoneLimits,
        limits,
      ]);
      if (row?.result === null || row?.result === undefined)
        throw new Error('money_request_pay answered nothing');
      return { ...row.result, receipts: row.result.receipts ?? [] };
    },
    answerOf: (answer) => {
      const facts = answer as PayFacts;
      if (facts.form !== 'request_pay') throw new Error(`not the facts of a request's payment`);
      const sent = sendAnswer(facts.send, money.timeZoneLimits);
      return {
        message: moneyRequestMessages.paid(formatCents(facts.send.amountCents), facts.request.requesterName),
        data: { ...sent.data, moneyRequest: moneyRequestJson(facts.request, facts.send.sender.userId) },
      };
    },
  };
}

export interface MoneyRequestListQuery extends PageParams {
  direction: MoneyRequestDirection;
  status: MoneyRequestStatus | undefined;
}

export function parseMoneyRequestListQuery(query: Query): MoneyRequestListQuery {
  const direction = oneOfParam(query, 'direction', MONEY_REQUEST_DIRECTIONS, moneyRequestMessages.direction);
  if (direction === undefined) {
    throw new AppError(400, moneyRequestMessages.direction, 'VALIDATION_FAILED', 'direction');
  }
  const status = oneOfParam(query, 'status', MONEY_REQUEST_STATUSES, moneyRequestMessages.status);
  return { direction, status, ...pageParams(query) };
}

type ListRow = Omit<
  MoneyRequestFacts,
  'amountCents' | 'expiresAt' | 'closedAt' | 'createdAt' | 'updatedAt'
> & {
  amountCents: string | number;
  expiresAt: Date | string;
  closedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  total: string | number;
};

const ms = (value: Date | string) => new Date(value).getTime();

/** One page of the person's incoming or outgoing requests, newest first, with the status as it reads now. */
export async function listMoneyRequests(
  db: Database,
  personId: string,
  query: MoneyRequestListQuery,
): Promise<{ data: MoneyRequestJson[]; pagination: ReturnType<typeof paginationJson> }> {
  const party = query.direction === 'incoming' ? sql.raw('r.payer_id') : sql.raw('r.requester_id');
  const statusFilter =
    query.status === undefined
      ? sql``
      : query.status === 'expired'
        ? sql`and r.status = 'pending' and r.expires_at <= now()`
        : query.status === 'pending'
          ? sql`and r.status = 'pending' and r.expires_at > now()`
          : sql`and r.status = ${query.status}`;
  const rows = await rowsOf<ListRow>(
    db,
    sql`select r.id, r.requester_id as "requesterId", rq.name as "requesterName", r.payer_id as "payerId",
        p.name as "payerName", r.amount_cents as "amountCents", r.note,
        case when r.status = 'pending' and r.expires_at <= now() then 'expired' else r.status end as status,
        r.paid_journal_id as "paidJournalId", r.expires_at as "expiresAt", r.closed_at as "closedAt",
        r.created_at as "createdAt", r.updated_at as "updatedAt", count(*) over () as total
      from money_requests r
      join users rq on rq.id = r.requester_id
      join users p on p.id = r.payer_id
      where ${party} = ${personId} ${statusFilter}
      order by r.created_at desc, r.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  let total = rows.length === 0 ? 0 : Number(rows[0]?.total);
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await rowsOf<{ total: string | number }>(
      db,
      sql`select count(*) as total from money_requests r where ${party} = ${personId} ${statusFilter}`,
    );
    total = Number(counted?.total ?? 0);
  }
  const data = rows.map((row) =>
    moneyRequestJson(
      {
        ...row,
        amountCents: Number(row.amountCents),
        expiresAt: ms(row.expiresAt),
        closedAt: row.closedAt === null ? null : ms(row.closedAt),
        createdAt: ms(row.createdAt),
        updatedAt: ms(row.updatedAt),
      },
      personId,
    ),
  );
  return { data, pagination: paginationJson(query, total) };
}

export type BlockedPersonJson = BlockedRequesterJson;

/** Whom a block names: any person the blocker could hear from (a user); 404 for anyone else. */
async function blockablePerson(
  db: Database,
  blockerId: string,
  value: unknown,
): Promise<{ id: string; name: string }> {
  const id = parsePersonId(
    value,
    'userId',
    moneyRequestMessages.userRequired,
    moneyRequestMessages.userNotFound,
  );
  if (id === blockerId) throw new AppError(400, moneyRequestMessages.blockSelf, undefined, 'userId');
  const [person] = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from users where id = ${id} and role = 'user'`,
  );
  if (person === undefined) throw new AppError(404, moneyRequestMessages.userNotFound, undefined, 'userId');
  return person;
}

/** The blocker takes no more requests from this person; blocking twice is once. */
export async function blockRequestsFrom(
  db: Database,
  blockerId: string,
  body: Record<string, unknown>,
): Promise<{ message: string; blocked: BlockedPersonJson[] }> {
  const person = await blockablePerson(db, blockerId, body.userId);
  await db.execute(
    sql`insert into money_request_blocks (blocker_id, blocked_id) values (${blockerId}, ${person.id})
      on conflict do nothing`,
  );
  return { message: moneyRequestMessages.blocked(person.name), blocked: await listBlocked(db, blockerId) };
}

export async function unblockRequestsFrom(
  db: Database,
  blockerId: string,
  userId: string,
): Promise<{ message: string; blocked: BlockedPersonJson[] }> {
  const person = await blockablePerson(db, blockerId, userId);
  await db.execute(
    sql`delete from money_request_blocks where blocker_id = ${blockerId} and blocked_id = ${person.id}`,
  );
  return { message: moneyRequestMessages.unblocked(person.name), blocked: await listBlocked(db, blockerId) };
}

export async function listBlocked(db: Database, blockerId: string): Promise<BlockedPersonJson[]> {
  const rows = await rowsOf<{ id: string; name: string; createdAt: Date | string }>(
    db,
    sql`select u.id, u.name, b.created_at as "createdAt" from money_request_blocks b
      join users u on u.id = b.blocked_id where b.blocker_id = ${blockerId} order by u.name, u.id`,
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    blockedAt: new Date(row.createdAt).toISOString(),
  }));
}
