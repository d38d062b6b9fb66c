// The handler every money call goes through: parse the request, then one retried transaction that claims the
// Idempotency-Key first, runs the operation and keeps its answer; a retry of the same request gets that answer.
import type { Request, RequestHandler } from 'express';
import { walletMessages } from '@wallet/common/wallet';
import type { Database } from '../db/database';
import type { SignedIn } from '../http/access';
import { signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import type { SuccessEnvelope } from '../http/envelope';
import type { Transaction } from './money-transaction';
import { retryWhole, runMoneyTransaction } from './money-transaction';
import { moneyRefusalOf, returnedRefusalOf } from './money-refusals';
import type { Receipt } from '../mail/receipt-mails';
import type { OutboxReceipt, SendOutboxReceipts } from '../mail/receipt-outbox';
import type { SendReceipts } from '../mail/send-receipts';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyOf,
  requestFingerprint,
} from '../idempotency/idempotency-key';
import type { KeyOwner } from '../idempotency/idempotency.repository';
import { insertKey, lockStoredKey, renewKey, storeAnswer } from '../idempotency/idempotency.repository';

export interface MoneyAnswer {
  status: number;
  message: string;
  data: unknown;
  /** What the parties are told once the movement has committed; not kept with the answer, so a replay tells nobody. */
  receipts?: readonly Receipt[];
}

export interface MoneyCall<Input> {
  person: SignedIn;
  input: Input;
  /** The client's Idempotency-Key, kept on the journal for tracing; null without one. */
  idempotencyKey: string | null;
}

export interface MoneyOperation<Input> {
  /** Reads and checks the request before any transaction starts; throws an AppError on bad input. */
  parse(request: Request, person: SignedIn): Input;
  /** The use case, inside the transaction: everything it reads to decide, it reads through `tx`. */
  run(tx: Transaction, call: MoneyCall<Input>): Promise<MoneyAnswer>;
}

interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
  receipts: readonly Receipt[];
}

function envelope(answer: MoneyAnswer): SuccessEnvelope<unknown> {
  return { success: true, message: answer.message, data: answer.data };
}

/**
 * Put after access(…): the route's whole work, idempotent when the client sends a key. With `sendReceipts`, the
 * receipts of a movement that committed go out after the answer; a replayed answer sends none.
 */
export function moneyRoute<Input>(
  db: Database,
  operation: MoneyOperation<Input>,
  sendReceipts?: SendReceipts,
): RequestHandler {
  return async (request, response) => {
    const person = signedIn(request);
    const key = idempotencyKeyOf(request);
    const input = operation.parse(request, person);
    const answer =
      key === undefined
        ? await runMoneyTransaction(db, async (tx) => {
            const result = await operation.run(tx, { person, input, idempotencyKey: null });
            return {
              status: result.status,
              body: envelope(result),
              replayed: false,
              receipts: result.receipts ?? [],
            };
          })
        : await runMoneyTransaction(db, (tx) =>
            runOnce(tx, operation, { person, input, idempotencyKey: key }, fingerprintOf(request)),
          );
    if (answer.replayed) response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    response.status(answer.status).json(answer.body);
    // runMoneyTransaction has returned: the attempt these receipts come from is the one that committed.
    if (!answer.replayed && sendReceipts !== undefined) sendReceipts(answer.receipts);
  };
}

function fingerprintOf(request: Request): string {
  const path = request.originalUrl.split('?')[0] ?? request.originalUrl;
  return requestFingerprint(request.method, path, request.body);
}

async function runOnce<Input>(
  tx: Transaction,
  operation: MoneyOperation<Input>,
  call: MoneyCall<Input> & { idempotencyKey: string },
  fingerprint: string,
): Promise<Answer> {
  const owner: KeyOwner = { userId: call.person.user.id, key: call.idempotencyKey };
  const stored = await claimKey(tx, owner, fingerprint);
  if (stored !== undefined) return stored;
  const result = await operation.run(tx, call);
  const body = envelope(result);
  // In the same transaction as the movement: the answer is kept exactly when the money moved.
  await storeAnswer(tx, owner, result.status, body);
  return { status: result.status, body, replayed: false, receipts: result.receipts ?? [] };
}

/** Claims the key for this request, or returns the answer a committed twin got; refuses another request's key. */
async function claimKey(tx: Transaction, owner: KeyOwner, fingerprint: string): Promise<Answer | undefined> {
  // Twice at most: an expired row may be swept away between the insert and the read.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    if (await insertKey(tx, owner, fingerprint)) return undefined;
    const stored = await lockStoredKey(tx, owner);
    if (stored === undefined) continue;
    if (stored.expired) {
      await renewKey(tx, owner, fingerprint);
      return undefined;
    }
    if (stored.fingerprint !== fingerprint) {
      throw new AppError(409, walletMessages.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
    }
    if (stored.responseStatus === null) {
      throw new Error(`idempotency key of user ${owner.userId} is committed without an answer`);
    }
    return { status: stored.responseStatus, body: stored.responseBody, replayed: true, receipts: [] };
  }
  throw new Error(`idempotency key of user ${owner.userId} could not be claimed`);
}

/** What a money function answers: the answer stored with the key again, or a new one with the receipts it wrote. */
export interface MoneyCallResult {
  replayed: boolean;
  status: number;
  /** The facts the answer is made of (a key stored before the one-call path holds the whole response body). */
  answer: unknown;
  /** In receipt_outbox since the commit; none on a replay. */
  receipts: readonly OutboxReceipt[];
  /**
   * A refusal returned, not raised, so that what the call wrote before it commits (a wrong cash-out code's try stays
   * counted); `status` is its HTTP status and there is no answer.
   */
  refused?: string;
}

/**
 * A money operation that is one database function (docs/money.md, "The one-call money path"): claim of the key,
 * locks, checks, ledger, receipts and stored answer in one named statement, one round trip.
 */
export interface OneCallMoneyOperation<Input> {
  /** Reads and checks the request before the database is asked; throws an AppError on bad input. */
  parse(request: Request, person: SignedIn): Input;
  /** The whole operation as one statement; it raises refusals as SQLSTATE WL4xx (ledger/money-refusals.ts). */
  call(db: Database, call: MoneyCall<Input> & { fingerprint: string | null }): Promise<MoneyCallResult>;
  /** The message and data of the answer, shaped from the facts the function returned or stored. */
  answerOf(facts: unknown): Pick<MoneyAnswer, 'message' | 'data'>;
}

function isEnvelope(answer: unknown): answer is SuccessEnvelope<unknown> {
  return typeof answer === 'object' && answer !== null && 'success' in answer;
}

/** Put after access(…): parse, one call (run again whole on a deadlock), the answer, then the receipts. */
export function oneCallMoneyRoute<Input>(
  db: Database,
  operation: OneCallMoneyOperation<Input>,
  sendReceipts?: SendOutboxReceipts,
): RequestHandler {
  return async (request, response) => {
    const person = signedIn(request);
    const key = idempotencyKeyOf(request);
    const input = operation.parse(request, person);
    const call = {
      person,
      input,
      idempotencyKey: key ?? null,
      fingerprint: key === undefined ? null : fingerprintOf(request),
    };
    const result = await retryWhole(async () => {
      try {
        return await operation.call(db, call);
      } catch (error) {
        throw moneyRefusalOf(error) ?? error;
      }
    });
    const refused = returnedRefusalOf(result);
    if (refused !== undefined) throw refused;
    const body = isEnvelope(result.answer)
      ? result.answer
      : envelope({ status: result.status, ...operation.answerOf(result.answer) });
    if (result.replayed) response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    response.status(result.status).json(body);
    // The statement has returned: the receipts are those of the movement that committed.
    if (!result.replayed && sendReceipts !== undefined) sendReceipts(result.receipts);
  };
}
