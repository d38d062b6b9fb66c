// The DataLoaders of one GraphQL request (artsy/metaphysics style): built fresh per request, reads only, never writes.
import DataLoader from 'dataloader';
import { USER_IDS_MAX } from '@wallet/common/admin';
import type { StatsPeriod } from '@wallet/common/agents';
import type { RestAdminStats, RestAdminTransactionPage, RestAdminTransactionQuery } from '../rest/admin';
import { fetchAdminStats, fetchAdminTransactions, fetchUsersByIds } from '../rest/admin';
import type { RestAgentStats } from '../rest/agents';
import { fetchAgentStats } from '../rest/agents';
import type { RestClient } from '../rest/client';
import { isApiId } from '../rest/client';
import type { RestPublicStats } from '../rest/stats';
import { fetchPublicStats } from '../rest/stats';
import type { RestHistoryQuery, RestTransaction, RestTransactionPage } from '../rest/transactions';
import { fetchMyHistory, fetchTransaction } from '../rest/transactions';
import type { RestUser } from '../rest/users';
import { fetchMe } from '../rest/users';
import type { RestMoneyResult, RestWallet, RestWalletControlsResult } from '../rest/wallets';
import { fetchMyWallet } from '../rest/wallets';

/** The landing figures have one key; the loader dedupes them when a document asks for them more than once. */
export type PublicStatsKey = 'public';
/** The admin overview's figures have one key too. */
export type AdminStatsKey = 'admin';

/**
 * The signed-in person, whoever the request's cookie names, or another person by id: the ids of one tick are asked
 * for together with the api's admin-only batch route (GET /users?ids=), and lists of people prime them.
 */
export const ME = 'me';
/** ME, or a person's id. */
export type UserKey = string;

/** The signed-in person's own wallet, the only one a user or agent can read. */
export const MY_WALLET = 'mine';
export type WalletKey = typeof MY_WALLET;

export interface Loaders {
  publicStatsLoader: DataLoader<PublicStatsKey, RestPublicStats>;
  /**
   * null for ME when nobody is signed in, and for an id nobody has. Mutations that change the person prime or clear
   * it (see primeMe), those that change someone else prime them under their id (see primeUser), and admin lists of
   * people prime their rows (see primeAdminUsers).
   */
  userLoader: DataLoader<UserKey, RestUser | null>;
  /** Money mutations prime it with the wallet they returned (see primeMoneyResult). */
  walletLoader: DataLoader<WalletKey, RestWallet>;
  /** One page of the person's history per distinct query; each answer primes transactionLoader with its rows. */
  historyLoader: DataLoader<RestHistoryQuery, RestTransactionPage, string>;
  /** One of the person's movements by id; null when it is not theirs or does not exist. */
  transactionLoader: DataLoader<string, RestTransaction | null>;
  /** The signed-in agent's figures, one answer per period a document asks for. */
  agentStatsLoader: DataLoader<StatsPeriod, RestAgentStats>;
  /** The admin overview's figures; their latest movements prime transactionLoader. */
  adminStatsLoader: DataLoader<AdminStatsKey, RestAdminStats>;
  /** One page of every movement per distinct query (admin only); each answer primes transactionLoader. */
  adminTransactionsLoader: DataLoader<RestAdminTransactionQuery, RestAdminTransactionPage, string>;
  /**
   * Wallets and movements that came from an admin route. Their owner loads by id (GET /users?ids=); any other row
   * is the reader's own, so its owner is ME, which the admin-only batch route would refuse (see loadOwner).
   */
  adminRows: WeakSet<RestWallet | RestTransaction>;
}

/** The same filter and page, however it was spelled, is one key. */
function historyKey({ type, status, page, limit }: RestHistoryQuery): string {
  return JSON.stringify([type ?? null, status ?? null, page ?? null, limit ?? null]);
}

/** The same admin filter and page, however it was spelled, is one key. */
function adminTransactionsKey({ type, status, userId, page, limit }: RestAdminTransactionQuery): string {
  return JSON.stringify([type ?? null, status ?? null, userId ?? null, page ?? null, limit ?? null]);
}

/** Splits ids into the batches GET /users?ids= takes. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** DataLoader takes a failed key as an Error in its place, so one failure does not fail the others of its batch. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** DataLoader's batchScheduleFn for transactionLoader: made once, not per request. */
function afterThisTick(callback: () => void): void {
  setImmediate(callback);
}

export function createLoaders(rest: RestClient): Loaders {
  // Rows that list answers of this request returned, and the list answers still on their way. Root fields resolve
  // side by side, so `transaction(id)` next to `myTransactions` (or an admin list) waits for the list rather than
  // asking again.
  const listedTransactions = new Map<string, RestTransaction>();
  const listsInFlight = new Set<Promise<unknown>>();
  const adminRows = new WeakSet<RestWallet | RestTransaction>();

  const transactionLoader = new DataLoader<string, RestTransaction | null>(
    async (ids) => {
      await Promise.allSettled([...listsInFlight]);
      return Promise.all(
        ids.map(async (id) => listedTransactions.get(id) ?? fetchTransaction(rest, id).catch(asError)),
      );
    },
    // After the tick in which the history batch starts (DataLoader's default), so its answer is already awaited here.
    { batchScheduleFn: afterThisTick },
  );

  /** Keeps the list's rows for transactionLoader; admin rows are marked so their owner loads by id. */
  function listTransactions<Answer>(
    request: Promise<Answer>,
    rowsOf: (answer: Answer) => RestTransaction[],
    asAdmin: boolean,
  ): Promise<Answer> {
    const page = request.then((answer) => {
      for (const transaction of rowsOf(answer)) {
        if (asAdmin) adminRows.add(transaction);
        listedTransactions.set(transaction._id, transaction);
        transactionLoader.prime(transaction._id, transaction);
      }
      return answer;
    });
    listsInFlight.add(page);
    const settled = () => listsInFlight.delete(page);
    page.then(settled, settled);
    return page;
  }

  function loadHistoryPage(query: RestHistoryQuery): Promise<RestTransactionPage> {
    return listTransactions(fetchMyHistory(rest, query), (answer) => answer.data, false);
  }

  /** ME through /users/me; ids through GET /users?ids=, at most USER_IDS_MAX a call, the calls side by side. */
  async function loadUsers(keys: readonly UserKey[]): Promise<Array<RestUser | null | Error>> {
    // An id that is not the api's kind names nobody; sent along, it would make the api refuse the whole batch.
    const ids = keys.filter((key) => key !== ME && isApiId(key));
    const [me, batches] = await Promise.all([
      keys.includes(ME) ? fetchMe(rest).catch(asError) : null,
      Promise.all(
        chunks(ids, USER_IDS_MAX).map((batch) =>
          fetchUsersByIds(rest, batch).then(
            (people) => ({ batch, people }),
            (error: unknown) => ({ batch, error: asError(error) }),
          ),
        ),
      ),
    ]);
    const found = new Map<string, RestUser | Error>();
    for (const answer of batches) {
      if ('error' in answer) {
        for (const id of answer.batch) found.set(id, answer.error);
        continue;
      }
      for (const person of answer.people) {
        if (person.wallet) adminRows.add(person.wallet);
        found.set(person._id, person);
      }
    }
    return keys.map((key) => (key === ME ? me : (found.get(key) ?? null)));
  }

  return {
    walletLoader: new DataLoader<WalletKey, RestWallet>(async (keys) => {
      const wallet = await fetchMyWallet(rest);
      return keys.map(() => wallet);
    }),
    historyLoader: new DataLoader<RestHistoryQuery, RestTransactionPage, string>(
      (queries) => Promise.all(queries.map((query) => loadHistoryPage(query).catch(asError))),
      { cacheKeyFn: historyKey },
    ),
    transactionLoader,
    publicStatsLoader: new DataLoader<PublicStatsKey, RestPublicStats>(async (keys) => {
      const stats = await fetchPublicStats(rest);
      return keys.map(() => stats);
    }),
    userLoader: new DataLoader<UserKey, RestUser | null>(loadUsers),
    agentStatsLoader: new DataLoader<StatsPeriod, RestAgentStats>((periods) =>
      Promise.all(periods.map((period) => fetchAgentStats(rest, period).catch(asError))),
    ),
    adminStatsLoader: new DataLoader<AdminStatsKey, RestAdminStats>(async (keys) => {
      const stats = await listTransactions(
        fetchAdminStats(rest),
        (answer) => answer.recentTransactions,
        true,
      );
      return keys.map(() => stats);
    }),
    adminTransactionsLoader: new DataLoader<RestAdminTransactionQuery, RestAdminTransactionPage, string>(
      (queries) =>
        Promise.all(
          queries.map((query) =>
            listTransactions(fetchAdminTransactions(rest, query), (answer) => answer.data, true).catch(
              asError,
            ),
          ),
        ),
      { cacheKeyFn: adminTransactionsKey },
    ),
    adminRows,
  };
}

/**
 * After a mutation that signs someone in or out or changes them, `me` later in the same document answers what the
 * mutation left, not what was loaded before it (nor what the browser's old cookie would still load):
 * the person it returned, null after logout, or a fresh load when it returned nobody (undefined).
 */
export function primeMe(loaders: Loaders, person: RestUser | null | undefined): void {
  loaders.userLoader.clear(ME);
  if (person !== undefined) loaders.userLoader.prime(ME, person);
}

/** After a mutation that changed someone else (an agent approved or suspended), their id answers what it returned. */
export function primeUser(loaders: Loaders, person: RestUser): void {
  loaders.userLoader.clear(person._id).prime(person._id, person);
}

/**
 * Admin lists of people (and user(id)) leave their rows under their ids, so the owner of a wallet or movement, or
 * the actor of an audit entry, who is on the page costs no call; their wallets are admin rows.
 */
export function primeAdminUsers(loaders: Loaders, people: readonly RestUser[]): void {
  for (const person of people) {
    if (person.wallet) loaders.adminRows.add(person.wallet);
    loaders.userLoader.clear(person._id).prime(person._id, person);
  }
}

/** Wallets from an admin route: their owner loads by id. */
export function markAdminWallets(loaders: Loaders, wallets: readonly RestWallet[]): void {
  for (const wallet of wallets) loaders.adminRows.add(wallet);
}

/**
 * The person a wallet or movement belongs to (its userId). Rows from admin routes load them by id; any other row is
 * the reader's own, so a user or an agent gets ME without the admin-only batch route. An admin reading one
 * movement by id (transaction(id), not from a list) gets the initiator: ME does not match, so by id.
 */
export async function loadOwner(
  loaders: Loaders,
  row: RestWallet | RestTransaction,
): Promise<RestUser | null> {
  if (loaders.adminRows.has(row)) return loaders.userLoader.load(row.userId);
  const me = await loaders.userLoader.load(ME);
  if (me !== null && me._id === row.userId) return me;
  return loaders.userLoader.load(row.userId);
}

/**
 * After a money mutation, `myWallet` and `transaction(id)` later in the same document answer what it left: the wallet
 * and the movement it returned, not what was loaded before it.
 */
export function primeMoneyResult(loaders: Loaders, result: RestMoneyResult): RestMoneyResult {
  loaders.walletLoader.clear(MY_WALLET).prime(MY_WALLET, result.wallet);
  loaders.transactionLoader.clear(result.transaction._id).prime(result.transaction._id, result.transaction);
  return result;
}

/** After a change of the wallet's controls, `myWallet` later in the same document answers the wallet it left. */
export function primeMyWallet(loaders: Loaders, result: RestWalletControlsResult): RestWalletControlsResult {
  loaders.walletLoader.clear(MY_WALLET).prime(MY_WALLET, result.wallet);
  return result;
}
