// A money request as the api answers it (docs/requests.md), shaped from the facts the database functions return or
// from a list row: the same JSON either way.
import { centsToDollars } from '@wallet/common/money';
import type { MoneyRequestJson, MoneyRequestStatus } from '@wallet/common/requests';

export type { MoneyRequestJson };

/** What money_request_facts (api/drizzle/0018_money_requests.sql) returns; times are epoch milliseconds. */
export interface MoneyRequestFacts {
  id: string;
  requesterId: string;
  requesterName: string;
  payerId: string;
  payerName: string;
  amountCents: number;
  note: string | null;
  status: MoneyRequestStatus;
  paidJournalId: string | null;
  expiresAt: number;
  closedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function moneyRequestJson(facts: MoneyRequestFacts, viewerUserId: string): MoneyRequestJson {
  return {
    _id: facts.id,
    direction: facts.payerId === viewerUserId ? 'incoming' : 'outgoing',
    requester: { _id: facts.requesterId, name: facts.requesterName },
    payer: { _id: facts.payerId, name: facts.payerName },
    amount: centsToDollars(Number(facts.amountCents)),
    note: facts.note,
    status: facts.status,
    transactionId: facts.paidJournalId,
    expiresAt: iso(Number(facts.expiresAt)),
    closedAt: facts.closedAt === null ? null : iso(Number(facts.closedAt)),
    createdAt: iso(Number(facts.createdAt)),
    updatedAt: iso(Number(facts.updatedAt)),
  };
}
