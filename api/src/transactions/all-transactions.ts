// GET /transactions for admins: one page of every movement on the platform, each once and as its initiator sees
// it (the initiator embedded as `user`), newest first, with figures over every matching movement; `type=receive`
// lists the sends from their receivers' side instead.
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { centsToDollars } from '@wallet/common/money';
import type { AdminTransactionPageJson } from '@wallet/common/admin-json';
import type { Queryable } from '../db/database';
import { journals } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { paginationJson } from '../http/query-params';
import type { AllTransactionsQuery } from './all-transactions-query';
import {
  initiatorTransactionJson,
  receiverTransactionJson,
  selectJournalsWithParties,
} from './initiator-view';
import type { JournalWithParties } from './transaction-view';
import { findWalletIdOfUser } from './transactions.repository';

interface AdminTransactionSummary {
  totalCount: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  cancelledCount: number;
  completedAmountCents: number;
}

/** Where the journals must be: the filters on the journal itself, and the wallet one side must be. */
interface JournalFilter {
  journal: SQL | undefined;
  walletId: string | undefined;
}

export async function allTransactions(
  q: Queryable,
  query: AllTransactionsQuery,
): Promise<AdminTransactionPageJson> {
  // `receive` is the sends again, each seen from its receiver's side.
  const kind = query.type === 'receive' ? 'send' : query.type;
  const journal = and(
    kind === undefined ? undefined : eq(journals.kind, kind),
    query.status === undefined ? undefined : eq(journals.status, query.status),
  );
  const walletId = query.userId === undefined ? undefined : await findWalletIdOfUser(q, query.userId);
  // A well-formed id of nobody, or of someone without a wallet, is a party to nothing.
  const nobody = query.userId !== undefined && walletId === undefined;
  const filter: JournalFilter = { journal, walletId };
  const { completedAmountCents, ...counts } = nobody
    ? emptySummary()
    : await readTransactionSummary(q, filter);
  const offset = (query.page - 1) * query.limit;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const rows =
    nobody || offset >= counts.totalCount
      ? []
      : await readTransactionPage(q, filter, { limit: query.limit, offset });
  if (rows.length > query.limit)
    throw new Error(`a transactions page of ${query.limit} read ${rows.length} rows`);
  return {
    data: rows.map(query.type === 'receive' ? receiverTransactionJson : initiatorTransactionJson),
    pagination: paginationJson(query, counts.totalCount),
    summary: { ...counts, completedAmount: centsToDollars(completedAmountCents) },
  };
}

function emptySummary(): AdminTransactionSummary {
  return {
    totalCount: 0,
    completedCount: 0,
    pendingCount: 0,
    failedCount: 0,
    cancelledCount: 0,
    completedAmountCents: 0,
  };
}

/** Figures over every matching journal in one aggregate query; both wallet indexes serve the OR. */
async function readTransactionSummary(q: Queryable, filter: JournalFilter): Promise<AdminTransactionSummary> {
  const eitherSide =
    filter.walletId === undefined
      ? undefined
      : or(eq(journals.fromWalletId, filter.walletId), eq(journals.toWalletId, filter.walletId));
  const statusIs = (status: string) => sql`count(*) filter (where ${journals.status} = ${status})`;
  const [summary] = await q
    .select({
      totalCount: sql`count(*)`.mapWith(countFromSql),
      completedCount: statusIs('completed').mapWith(countFromSql),
      pendingCount: statusIs('pending').mapWith(countFromSql),
      failedCount: statusIs('failed').mapWith(countFromSql),
      cancelledCount: statusIs('cancelled').mapWith(countFromSql),
      // sum(bigint) is numeric; cast back so the driver hands over an integer, never a float.
      completedAmountCents:
        sql`coalesce(sum(${journals.amountCents}) filter (where ${journals.status} = 'completed'), 0)::bigint`.mapWith(
          centsFromSql,
        ),
    })
    .from(journals)
    .where(and(filter.journal, eitherSide));
  if (summary === undefined) throw new Error('an aggregate query returned no row');
  return summary;
}

/**
 * One page, newest first (created_at desc, id desc). With a wallet, each side is read through its own
 * (wallet, created_at, id) index and cut to offset + limit rows before the merge, as a person's history is.
 */
async function readTransactionPage(
  q: Queryable,
  filter: JournalFilter,
  page: { limit: number; offset: number },
): Promise<JournalWithParties[]> {
  const newestFirst = (where: SQL | undefined, limit: number) =>
    q
      .select({ id: journals.id, createdAt: journals.createdAt })
      .from(journals)
      .where(where)
      .orderBy(desc(journals.createdAt), desc(journals.id))
      .limit(limit);
  const { walletId } = filter;
  const pageIds = (
    walletId === undefined
      ? newestFirst(filter.journal, page.limit).offset(page.offset)
      : unionAll(
          newestFirst(and(eq(journals.fromWalletId, walletId), filter.journal), page.offset + page.limit),
          // A journal from the wallet to itself would show twice otherwise; none exists, but say so in SQL.
          newestFirst(
            and(
              eq(journals.toWalletId, walletId),
              or(isNull(journals.fromWalletId), ne(journals.fromWalletId, walletId)),
              filter.journal,
            ),
            page.offset + page.limit,
          ),
        )
          .orderBy(desc(journals.createdAt), desc(journals.id))
          .limit(page.limit)
          .offset(page.offset)
  ).as('page_ids');
  return selectJournalsWithParties(q)
    .where(inArray(journals.id, q.select({ id: pageIds.id }).from(pageIds)))
    .orderBy(desc(journals.createdAt), desc(journals.id));
}
