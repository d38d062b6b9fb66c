// The DataLoaders of one GraphQL request (artsy/metaphysics style): built fresh per request, reads only, never writes.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest/client';
import type { RestPublicStats } from '../rest/stats';
import { fetchPublicStats } from '../rest/stats';
import type { RestUser } from '../rest/users';
import { fetchMe } from '../rest/users';

/** The landing figures have one key; the loader dedupes them when a document asks for them more than once. */
export type PublicStatsKey = 'public';

/**
 * The signed-in person, whoever the request's cookie names. Other people's ids join this key when the api's batch
 * route (GET /users?ids=) is used.
 */
export const ME = 'me';
export type UserKey = typeof ME;

export interface Loaders {
  publicStatsLoader: DataLoader<PublicStatsKey, RestPublicStats>;
  /** null for ME when nobody is signed in. Mutations that change the person prime or clear it (see primeMe). */
  userLoader: DataLoader<UserKey, RestUser | null>;
}

export function createLoaders(rest: RestClient): Loaders {
  return {
    publicStatsLoader: new DataLoader<PublicStatsKey, RestPublicStats>(async (keys) => {
      const stats = await fetchPublicStats(rest);
      return keys.map(() => stats);
    }),
    userLoader: new DataLoader<UserKey, RestUser | null>(async (keys) => {
      const me = await fetchMe(rest);
      return keys.map(() => me);
    }),
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
