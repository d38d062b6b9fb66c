// The DataLoaders of one GraphQL request (artsy/metaphysics style): built fresh per request, reads only, never writes.
import DataLoader from 'dataloader';
import type { StatsPeriod } from '@wallet/common/agents';
import type { RestAgentStats } from '../rest/agents';
import { fetchAgentStats } from '../rest/agents';
import type { RestClient } from '../rest/client';
import type { RestPublicStats } from '../rest/stats';
import { fetchPublicStats } from '../rest/stats';
import type { RestHistoryQuery, RestTransaction, RestTransactionPage } from '../rest/transactions';
import { fetchMyHistory, fetchTransaction } from '../rest/transactions';
import type { RestUser } from '../rest/users';
import { fetchMe } from '../rest/users';
import type { RestMoneyResult, RestWallet } from '../rest/wallets';
import { fetchMyWallet } from '../rest/wallets';

/** The landing figures have one key; the loader dedupes them when a document asks for them more than once. */
export type PublicStatsKey = 'public';

/**
 * The signed-in person, whoever the request's cookie names, or another person by id. Only mutations that return a
 * person (an agent approved or suspended) put ids in; loading one needs the api's batch route (GET /users?ids=).
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
   * null for ME when nobody is signed in. Mutations that change the person prime or clear it (see primeMe), and
   * those that change someone else prime them under their id (see primeUser).
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
}

/** The same filter and page, however it was spelled, is one key. */
function historyKey({ type, status, page, limit }: RestHistoryQuery): string {
  return JSON.stringify([type ?? null, status ?? null, page ?? null, limit ?? null]);
}

/** DataLoader takes a failed key as an Error in its place, so one failure does not fail the others of its batch. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createLoaders(rest: RestClient): Loaders {
  // Rows that history answers of this request returned, and the history answers still on their way. Root fields
  // resolve side by side, so `transaction(id)` next to `myTransactions` waits for the list rather than asking again.
  const listedTransactions = new Map<string, RestTransaction>();
  const historyInFlight = new Set<Promise<unknown>>();

  const transactionLoader = new DataLoader<string, RestTransaction | null>(
    async (ids) => {
      await Promise.allSettled([...historyInFlight]);
      return Promise.all(
        ids.map(async (id) => listedTransactions.get(id) ?? fetchTransaction(rest, id).catch(asError)),
      );
    },
    // After the tick in which the history batch starts (DataLoader's default), so its answer is already awaited here.
    { batchScheduleFn: (callback) => setImmediate(callback) },
  );

  function loadHistoryPage(query: RestHistoryQuery): Promise<RestTransactionPage> {
    const page = fetchMyHistory(rest, query).then((answer) => {
      for (const transaction of answer.data) {
        listedTransactions.set(transaction._id, transaction);
        transactionLoader.prime(transaction._id, transaction);
      }
      return answer;
    });
    historyInFlight.add(page);
    const settled = () => historyInFlight.delete(page);
    page.then(settled, settled);
    return page;
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
    userLoader: new DataLoader<UserKey, RestUser | null>(async (keys) => {
      const me = keys.includes(ME) ? await fetchMe(rest) : null;
      return keys.map((key) =>
        key === ME ? me : new Error(`Loading a person by id needs the api's GET /users?ids= (${key})`),
      );
    }),
    agentStatsLoader: new DataLoader<StatsPeriod, RestAgentStats>((periods) =>
      Promise.all(periods.map((period) => fetchAgentStats(rest, period).catch(asError))),
    ),
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
 * After a money mutation, `myWallet` and `transaction(id)` later in the same document answer what it left: the wallet
 * and the movement it returned, not what was loaded before it.
 */
export function primeMoneyResult(loaders: Loaders, result: RestMoneyResult): RestMoneyResult {
  loaders.walletLoader.clear(MY_WALLET).prime(MY_WALLET, result.wallet);
  loaders.transactionLoader.clear(result.transaction._id).prime(result.transaction._id, result.transaction);
  return result;
}
