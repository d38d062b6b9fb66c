// SQL for a person's history: each side of their wallet (paying, receiving) read through its own index, then merged.
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TransactionStatus, TransactionType } from '@wallet/common/wallet';
import type { Queryable } from '../db/database';
import { journals, wallets } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { JOURNAL_WITH_PARTIES_COLUMNS, fromUsers, fromWallets, toUsers, toWallets } from './transaction-view';
import type { JournalWithParties } from './transaction-view';

export interface HistoryFilter {
  /** The viewer's type: `send` and `receive` pick one side of a send. */
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
}

export interface HistorySummary {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  /** Completed credits. */
  totalInCents: number;
  /** Completed debits with their fees. */
  totalOutCents: number;
}

type Side = 'debit' | 'credit';

export async function findWalletIdOfUser(q: Queryable, userId: string): Promise<string | undefined> {
  const [wallet] = await q.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
  return wallet?.id;
}

/**
 * The journal kind a viewer type stands for on one side of the wallet, or null when that side cannot match:
 * a `receive` is a send seen from the receiving side, so it never matches the paying side.
 */
function kindOnSide(side: Side, type: TransactionType): (typeof journals.kind.enumValues)[number] | null {
  if (type === 'receive') return side === 'credit' ? 'send' : null;
  if (type === 'send') return side === 'debit' ? 'send' : null;
  return type;
}

/** The conditions of one side; each starts with the wallet column that leads its (wallet, created_at, id) index. */
function sideConditions(walletId: string, side: Side, filter: HistoryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] =
    side === 'debit'
      ? [eq(journals.fromWalletId, walletId)]
      : // A journal from the wallet to itself would show twice otherwise; none exists, but say so in SQL.
        [
          eq(journals.toWalletId, walletId),
          or(isNull(journals.fromWalletId), ne(journals.fromWalletId, walletId)),
        ];
  if (filter.type !== undefined) {
    const kind = kindOnSide(side, filter.type);
    if (kind === null) return undefined;
    conditions.push(eq(journals.kind, kind));
  }
  if (filter.status !== undefined) conditions.push(eq(journals.status, filter.status));
  return and(...conditions);
}

function matchingSides(walletId: string, filter: HistoryFilter): { side: Side; where: SQL }[] {
  const sides: { side: Side; where: SQL }[] = [];
  for (const side of ['debit', 'credit'] as const) {
    const where = sideConditions(walletId, side, filter);
    if (where !== undefined) sides.push({ side, where });
  }
  return sides;
}

/** Figures over every matching journal, not one page. */
export async function readHistorySummary(
  q: Queryable,
  walletId: string,
  filter: HistoryFilter,
): Promise<HistorySummary> {
  const sides = matchingSides(walletId, filter).map(({ side, where }) =>
    q
      .select({
        status: journals.status,
        amountCents: journals.amountCents,
        feeCents: journals.feeCents,
        credit: sql<boolean>`${side === 'credit'}::boolean`.as('credit'),
      })
      .from(journals)
      .where(where),
  );
  const [first, second] = sides;
  if (first === undefined) return emptySummary();
  const matched = (second === undefined ? first : unionAll(first, second)).as('matched');
  const completed = sql`${matched.status} = 'completed'`;
  const [figures] = await q
    .select({
      totalCount: sql`count(*)`.mapWith(countFromSql),
      completedCount: sql`count(*) filter (where ${completed})`.mapWith(countFromSql),
      pendingCount: sql`count(*) filter (where ${matched.status} = 'pending')`.mapWith(countFromSql),
      failedCount: sql`count(*) filter (where ${matched.status} = 'failed')`.mapWith(countFromSql),
      cancelledCount: sql`count(*) filter (where ${matched.status} = 'cancelled')`.mapWith(countFromSql),
      // sum(bigint) is numeric; cast back so the driver hands over an integer, never a float.
      totalInCents:
        sql`coalesce(sum(${matched.amountCents}) filter (where ${completed} and ${matched.credit}), 0)::bigint`.mapWith(
          centsFromSql,
        ),
      totalOutCents:
        sql`coalesce(sum(${matched.amountCents} + ${matched.feeCents}) filter (where ${completed} and not ${matched.credit}), 0)::bigint`.mapWith(
          centsFromSql,
        ),
    })
    .from(matched);
  if (figures === undefined) throw new Error('an aggregate query returned no row');
  return figures;
}

export function emptySummary(): HistorySummary {
  return {
    totalCount: 0,
    completedCount: 0,
    pendingCount: 0,
    failedCount: 0,
    cancelledCount: 0,
    totalInCents: 0,
    totalOutCents: 0,
  };
}

/**
 * One page, newest first (created_at desc, id desc). Each side is ordered and cut to offset + limit rows by
 * its own index before the merge, so a wallet with a long history costs a page, not a scan of both sides.
 */
export async function readHistoryPage(
  q: Queryable,
  walletId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<JournalWithParties[]> {
  const sides = matchingSides(walletId, filter);
  const newestFirst = (where: SQL, limit: number) =>
    q
      .select({ id: journals.id, createdAt: journals.createdAt })
      .from(journals)
      .where(where)
      .orderBy(desc(journals.createdAt), desc(journals.id))
      .limit(limit);
  const [first, second] = sides;
  if (first === undefined) return [];
  // A side can hold the whole page anywhere up to offset + limit, so each side keeps that many before the merge.
  const merged =
    second === undefined
      ? newestFirst(first.where, page.limit).offset(page.offset)
      : unionAll(
          newestFirst(first.where, page.offset + page.limit),
          newestFirst(second.where, page.offset + page.limit),
        )
          .orderBy(desc(journals.createdAt), desc(journals.id))
          .limit(page.limit)
          .offset(page.offset);
  const pageIds = merged.as('page_ids');
  return q
    .select(JOURNAL_WITH_PARTIES_COLUMNS)
    .from(pageIds)
    .innerJoin(journals, eq(journals.id, pageIds.id))
    .leftJoin(fromWallets, eq(fromWallets.id, journals.fromWalletId))
    .leftJoin(fromUsers, eq(fromUsers.id, fromWallets.userId))
    .leftJoin(toWallets, eq(toWallets.id, journals.toWalletId))
    .leftJoin(toUsers, eq(toUsers.id, toWallets.userId))
    .orderBy(desc(journals.createdAt), desc(journals.id));
}
