// Test-only helpers for agents' money: an agent with float, cash in and cash out calls, the user's cash-out code.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cashOutCodes } from '../db/schema';
import { rowsOf } from '../ledger/sql-rows';
import type { Person } from './money';
import { addMoney, moneyCall, signedInPerson } from './money';
import type { TestApi } from './harness';

/** An approved, signed-in agent whose float is this many dollars (topped up by add money). */
export async function agentWithFloat(api: TestApi, dollars: number, name = 'Andy Agent'): Promise<Person> {
  const agent = await signedInPerson(api, { role: 'agent', name });
  if (dollars > 0) await addMoney(api, agent, dollars);
  return agent;
}

/** A signed-in user holding this many dollars. */
export async function userWith(api: TestApi, dollars: number, name = 'Ursula User'): Promise<Person> {
  const user = await signedInPerson(api, { name });
  if (dollars > 0) await addMoney(api, user, dollars);
  return user;
}

export const cashIn = (api: TestApi, agent: Person, body: unknown, idempotencyKey?: string) =>
  moneyCall(api, agent, 'POST', '/wallets/add-money', body, idempotencyKey);

export const cashOut = (api: TestApi, agent: Person, body: unknown, idempotencyKey?: string) =>
  moneyCall(api, agent, 'POST', '/wallets/cash-out', body, idempotencyKey);

export const requestCode = (api: TestApi, person: Person, body: unknown, idempotencyKey?: string) =>
  moneyCall(api, person, 'POST', '/wallets/cash-out-code', body, idempotencyKey);

/** The user creates a cash-out code for up to this many dollars; fails the test unless it worked. */
export async function codeFor(api: TestApi, user: Person, dollars: number): Promise<string> {
  const answer = await requestCode(api, user, { amount: dollars }, randomUUID());
  if (answer.status !== 201) throw new Error(`cash-out code failed: ${answer.status} ${answer.body.message}`);
  return (answer.body.data as { code: string }).code;
}

export async function codeRowsOf(api: TestApi, userId: string) {
  return api.db
    .select()
    .from(cashOutCodes)
    .where(eq(cashOutCodes.userId, userId))
    .orderBy(cashOutCodes.createdAt);
}

export async function journalCount(api: TestApi): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(api.db, sql`select count(*)::int as count from journals`);
  return Number(row?.count);
}

/** The platform's commissions account balance: the sum of its postings (negative: what it has paid out). */
export async function commissionsBalanceCents(api: TestApi): Promise<number> {
  const [row] = await rowsOf<{ total: string | number }>(
    api.db,
    sql`select coalesce(sum(p.amount_cents), 0)::text as total
      from postings p join ledger_accounts la on la.id = p.account_id where la.kind = 'commissions'`,
  );
  return Number(row?.total);
}
