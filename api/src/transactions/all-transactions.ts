// GET /transactions for admins: one page of every movement on the platform, each once and as its initiator sees
// it (the initiator embedded as `user`), newest first, with figures over every matching movement (through the
// journals' daily roll-up unless a user is named); `type=receive` lists the sends from their receivers' side instead.
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { centsToDollars } from '@wallet/common/money';
import type { AdminTransactionPageJson } from '@wallet/common/admin-json';
import type { Queryable } from '../db/database';
import { journals } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { paginationJson } from '../http/query-params';
import type { JournalTotals } from '../ledger/journal-totals';
import { findJournalPageStart, readJournalTotals } from '../ledger/journal-totals';
import type { AllTransactionsQuery } from './all-transactions-query';
import {
  initiatorTransactionJson,
  receiverTransactionJson,
  selectJournalsWithParties,
} from './initiator-view';
import type { JournalWithParties } from './transaction-view';
import { findWalletIdOfUser } from './transactions.repository';

/** Below this offset a page skips the newer journals' index entries itself: fewer than the seek's two statements cost. */
const SEEK_FROM_OFFSET = 1_000;

/** Where the journals must be: the filters on the journal itself, and the wallet one side must be. */
interface JournalFilter {
  journal: SQL | undefined;
  walletId: string | undefined;
}

/** `timeZone`: the api's TZ_LIMITS, whose daily roll-up of the journals serves the figures without a wallet. */
export async function allTransactions(
  q: Queryable,
  query: AllTransactionsQuery,
  timeZone: string,
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
    : walletId === undefined
      ? await readJournalTotals(q, timeZone, { kind, status: query.status })
      : await readWalletTransactionSummary(q, filter.journal, walletId);
  const offset = (query.page - 1) * query.limit;
  // A deep page of every journal (or of a kind or status) starts on the day the roll-up's counts place it.
  const start =
    walletId === undefined && offset >= SEEK_FROM_OFFSET && offset < counts.totalCount
      ? await findJournalPageStart(
          q,
          timeZone,
          { kind, status: query.status },
          { offset, totalCount: counts.totalCount },
        )
      : undefined;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const rows =
    nobody || offset >= counts.totalCount
      ? []
      : await readTransactionPage(q, filter, {
          limit: query.limit,
          offset: offset - (start?.skipped ?? 0),
          createdBefore: start?.createdBefore,
        });
  if (rows.length > query.limit)
    throw new Error(`a transactions page of ${query.limit} read ${rows.length} rows`);
  return {
    data: rows.map(query.type === 'receive' ? receiverTransactionJson : initiatorTransactionJson),
    pagination: paginationJson(query, counts.totalCount),
    summary: { ...counts, completedAmount: centsToDollars(completedAmountCents) },
  };
}

function emptySummary(): JournalTotals {
  return {
    totalCount: 0,
    completedCount: 0,
    pendingCount: 0,
    failedCount: 0,
    cancelledCount: 0,
    completedAmountCents: 0,
  };
}

/**
 * Figures over every matching journal of one wallet in one aggregate query; both wallet indexes serve the OR
 * (a person's journals are few: the bench's busiest has about 500).
 */
async function readWalletTransactionSummary(
  q: Queryable,
  journal: SQL | undefined,
  walletId: string,
): Promise<JournalTotals> {
  const eitherSide = or(eq(journals.fromWalletId, walletId), eq(journals.toWalletId, walletId));
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
    .where(and(journal, eitherSide));
  if (summary === undefined) throw new Error('an aggregate query returned no row');
  return summary;
}

/**
 * One page, newest first (created_at desc, id desc). With a wallet, each side is read through its own
 * (wallet, created_at, id) index and cut to offset + limit rows before the merge, as a person's history is.
 * Without one, `createdBefore` (findJournalPageStart) starts the scan there, `offset` counted from it.
 */
async function readTransactionPage(
  q: Queryable,
  filter: JournalFilter,
  page: { limit: number; offset: number; createdBefore: Date | undefined },
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
      ? newestFirst(
          and(
            filter.journal,
            page.createdBefore === undefined ? undefined : lt(journals.createdAt, page.createdBefore),
          ),
          page.limit,
        ).offset(page.offset)
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
