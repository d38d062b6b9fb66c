// GET /wallets (docs/admin.md): every wallet with its owner, searched, filtered and sorted in SQL; one page of them
// and figures over every match, whatever the page.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminWalletJson, WalletPageJson, WalletSummaryJson } from '@wallet/common/admin-json';
import { centsToDollars } from '@wallet/common/money';
import type { Queryable } from '../db/database';
import { users, wallets } from '../db/schema';
import { centsFromSql, countFromSql } from '../db/sql-integers';
import { paginationJson } from '../http/query-params';
import type { LimitsConfig } from '../ledger/spending-limits';
import { containsPattern } from '../people/person-search';
import type { AllWalletsQuery } from './all-wallets-query';
import type { WalletViewRow } from './wallet-view';
import { walletJsonOf, walletViewColumns } from './wallet-view';

interface WalletSummaryFigures {
  totalWallets: number;
  activeWallets: number;
  blockedWallets: number;
  totalBalanceCents: number;
  /** totalBalanceCents / totalWallets rounded half-up to the cent; 0 when there are none. */
  averageBalanceCents: number;
}

const SORT_COLUMNS = {
  name: users.name,
  balance: wallets.balanceCents,
  createdAt: wallets.createdAt,
} as const;

/**
 * The wallets whose owner's name or e-mail, or whose own id, contains the pattern: two semi-joins, each subquery a
 * bitmap scan of its trigram index (0010_admin_search). One OR across the joined users and wallets could use
 * neither index and matched every account (300,000 ILIKEs and a hash join of all users with all wallets); a union
 * of the matching ids read the wallets twice more.
 *
 * The owners' ids are gathered once, as an array (an uncorrelated sub-select, run once per query), and unnested into
 * the semi-join's hash: as a plain subquery, the summary's count over 100,000 wallets ran in parallel and each of its
 * three processes ran the whole users subquery again, rechecking every candidate's ILIKEs (`search=son`: 14,265 users
 * read three times, loops=3 in EXPLAIN ANALYZE; now once).
 */
function walletMatching(pattern: string): SQL {
  return sql`(${wallets.userId} in (select unnest(array(select ${users.id} from ${users}
      where ${or(ilike(users.name, pattern), ilike(users.email, pattern))})))
    or ${wallets.id} in (select ${wallets.id} from ${wallets} where ${ilike(sql`${wallets.id}::text`, pattern)}))`;
}

/** The wallets the search and status select; the search is a bound parameter with LIKE's characters escaped. */
function matchingWallets({ search, status }: Pick<AllWalletsQuery, 'search' | 'status'>): SQL | undefined {
  return and(
    search === undefined ? undefined : walletMatching(containsPattern(search)),
    status === 'all' ? undefined : eq(wallets.isBlocked, status === 'blocked'),
  );
}

async function readWalletSummary(
  q: Queryable,
  query: Pick<AllWalletsQuery, 'search' | 'status'>,
): Promise<WalletSummaryFigures> {
  const figures = q
    .select({
      totalWallets: sql`count(*)`.mapWith(countFromSql),
      activeWallets: sql`count(*) filter (where not ${wallets.isBlocked})`.mapWith(countFromSql),
      blockedWallets: sql`count(*) filter (where ${wallets.isBlocked})`.mapWith(countFromSql),
      // sum(bigint) is numeric; cast back so the driver hands over an integer, never a float.
      totalBalanceCents: sql`coalesce(sum(${wallets.balanceCents}), 0)::bigint`.mapWith(centsFromSql),
      // Balances are never negative, so round() (half away from zero) is half-up here.
      averageBalanceCents: sql`coalesce(round(avg(${wallets.balanceCents})), 0)::bigint`.mapWith(
        centsFromSql,
      ),
    })
    .from(wallets);
  const [row] = await figures.where(matchingWallets(query));
  if (row === undefined) throw new Error('an aggregate query returned no row');
  return row;
}

type AdminWalletRow = WalletViewRow & { ownerName: string; ownerEmail: string; ownerClosedAt: Date | null };

async function readWalletPage(
  q: Queryable,
  query: AllWalletsQuery,
  timeZone: string,
): Promise<AdminWalletRow[]> {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  // The wallet id breaks ties in the same direction, so an index on (column, id) serves the whole order.
  const order = [direction(SORT_COLUMNS[query.sortBy]), direction(wallets.id)];
  const offset = (query.page - 1) * query.limit;
  const withOwners = q
    .select({ ...walletViewColumns(timeZone), ownerEmail: users.email, ownerClosedAt: users.closedAt })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId));
  if (query.sortBy === 'name') {
    return withOwners
      .where(matchingWallets(query))
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset);
  }
  // Nothing but the wallets decides the page: its ids come from them alone, so a deep page skips index entries
  // rather than joined rows, and only the page's wallets meet their owners.
  const pageIds = q
    .select({ id: wallets.id })
    .from(wallets)
    .where(matchingWallets(query))
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset)
    .as('page_ids');
  return withOwners.innerJoin(pageIds, eq(pageIds.id, wallets.id)).orderBy(...order);
}

/** A wallet as an admin sees it: the owner's view with the owner embedded as `userId` (SPEC.md §3) and as `user`. */
function adminWalletJson(row: AdminWalletRow, config: LimitsConfig): AdminWalletJson {
  const owner = { _id: row.userId, name: row.ownerName, email: row.ownerEmail, role: row.ownerRole };
  return {
    ...walletJsonOf(row, config),
    userId: owner,
    user: { ...owner },
    isClosed: row.ownerClosedAt !== null,
  };
}

/** One wallet as an admin sees it, read through `q` (inside a transaction, its new state); undefined if none. */
export async function findAdminWallet(
  q: Queryable,
  walletId: string,
  config: LimitsConfig,
): Promise<AdminWalletJson | undefined> {
  const [row] = await q
    .select({
      ...walletViewColumns(config.timeZoneLimits),
      ownerEmail: users.email,
      ownerClosedAt: users.closedAt,
    })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(wallets.id, walletId));
  return row === undefined ? undefined : adminWalletJson(row, config);
}

export async function listAllWallets(
  q: Queryable,
  query: AllWalletsQuery,
  config: LimitsConfig,
): Promise<WalletPageJson> {
  const figures = await readWalletSummary(q, query);
  const offset = (query.page - 1) * query.limit;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const rows = offset >= figures.totalWallets ? [] : await readWalletPage(q, query, config.timeZoneLimits);
  if (rows.length > query.limit) throw new Error(`a wallet page of ${query.limit} read ${rows.length} rows`);
  return {
    data: rows.map((row) => adminWalletJson(row, config)),
    pagination: paginationJson(query, figures.totalWallets),
    summary: summaryJson(figures),
  };
}

function summaryJson(figures: WalletSummaryFigures): WalletSummaryJson {
  if (figures.activeWallets + figures.blockedWallets !== figures.totalWallets) {
    throw new Error(
      `wallet summary: ${figures.activeWallets} active + ${figures.blockedWallets} blocked ≠ ${figures.totalWallets}`,
    );
  }
  return {
    totalWallets: figures.totalWallets,
    activeWallets: figures.activeWallets,
    blockedWallets: figures.blockedWallets,
    totalBalance: centsToDollars(figures.totalBalanceCents),
    averageBalance: centsToDollars(figures.averageBalanceCents),
  };
}
