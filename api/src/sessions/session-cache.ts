// The sessions this api instance has checked lately, so a signed-in request needs no query to find its person.
// Invalidation is immediate, not timed: triggers in the database (drizzle/0009_session_changes.sql) NOTIFY the person's
// id in the same transaction as any change to their row or a session of theirs (a logout, a password change, revoke
// all, a suspension, a closed account, a role change), and every instance drops that person's entries when the
// notification arrives; before a cached session is used, the cache catches up with every change committed so far
// (PGlite: at once; PostgreSQL: one empty query on the listening connection, shared by all requests waiting at that
// moment, which costs no parse, plan or table read). While the listening connection is down nothing is cached or served from the cache (every
// request reads the database, as without a cache), and it starts empty when listening resumes. Bounded in entries
// (least recently used out first) and in age (a few seconds, a safety net only).
import type { AppDatabase, Listening } from '../db/database';
import type { LiveSession } from './sessions.repository';

export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** Entries kept at most; the least recently used goes first. */
export const SESSION_CACHE_ENTRIES_MAX = 10_000;
/** An entry is read again from the database after this long, even if no notification came. */
export const SESSION_CACHE_TTL_MS = 5_000;

interface Entry {
  live: LiveSession;
  cachedAt: number;
}

export interface SessionCacheStats {
  /** Whether the cache is in use: false before the first LISTEN and while the listening connection is lost. */
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
}

export interface SessionCache {
  /**
   * A live session cached under this token hash, or undefined (then read the database). A cached one is answered
   * once every change committed before the call has reached the cache (caughtUp), so a change committed anywhere
   * before a request began is never missed by it.
   */
  get(tokenHash: string, now: number): Promise<LiveSession | undefined>;
  /** Call before reading the database; pass its answer to remember() with the session read. */
  version(): number;
  /** Keeps a session read from the database, unless a change was notified (or listening stopped) since version(). */
  remember(tokenHash: string, live: LiveSession, version: number, now: number): void;
  /**
   * Resolves once every change committed before the call has reached this cache. A notification arrives a moment
   * after its commit (at once on PGlite; on PostgreSQL when the listening backend and this process next run), so a
   * test that changes the database and then asks this instance waits for this first.
   */
  caughtUp(): Promise<void>;
  /** Drops every session of a person. */
  forgetPerson(userId: string): void;
  stats(): SessionCacheStats;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  entriesMax?: number;
  ttlMs?: number;
}

/** A cache that is never used: for apps built without a database to listen on. */
export const NO_SESSION_CACHE: SessionCache = {
  get: () => Promise.resolve(undefined),
  version: () => 0,
  remember: () => undefined,
  forgetPerson: () => undefined,
  caughtUp: () => Promise.resolve(),
  stats: () => ({ listening: false, entries: 0, hits: 0, misses: 0 }),
  close: () => Promise.resolve(),
};

/** The cache, listening on the database; resolves after the first attempt to listen (a failure leaves it off). */
export async function startSessionCache(
  database: Pick<AppDatabase, 'listen'>,
  options: SessionCacheOptions = {},
): Promise<SessionCache> {
  const entriesMax = options.entriesMax ?? SESSION_CACHE_ENTRIES_MAX;
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  /** Map order is insertion order: a hit re-inserts, so the first key is the least recently used. */
  const entries = new Map<string, Entry>();
  const byPerson = new Map<string, Set<string>>();
  let listening = false;
  /** Moves on every notification and every change of listening, so a read that raced one is not kept. */
  let version = 0;
  let hits = 0;
  let misses = 0;

  const drop = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (entry === undefined) return;
    entries.delete(tokenHash);
    const userId = entry.live.user.id;
    const hashes = byPerson.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byPerson.delete(userId);
  };
  const clear = () => {
    entries.clear();
    byPerson.clear();
  };
  const forgetPerson = (userId: string) => {
    version += 1;
    const hashes = byPerson.get(userId);
    if (hashes === undefined) return;
    for (const tokenHash of [...hashes]) drop(tokenHash);
  };

  let listener: Listening | undefined;
  listener = await database.listen(SESSION_CHANGES_CHANNEL, {
    notify: (payload) => forgetPerson(payload),
    up: () => {
      version += 1;
      clear();
      listening = true;
    },
    down: () => {
      version += 1;
      listening = false;
      clear();
    },
  });

  return {
    async get(tokenHash, now) {
      const entry = listening ? entries.get(tokenHash) : undefined;
      if (entry === undefined || now - entry.cachedAt >= ttlMs) {
        if (entry !== undefined) drop(tokenHash);
        misses += 1;
        return undefined;
      }
      await listener?.caughtUp();
      // The entry as it is now: a notification that came meanwhile has dropped it, a lost connection cleared all.
      const current = listening ? entries.get(tokenHash) : undefined;
      if (current === undefined) {
        misses += 1;
        return undefined;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, current);
      hits += 1;
      return current.live;
    },
    version: () => version,
    remember(tokenHash, live, readAt, now) {
      if (!listening || readAt !== version) return;
      drop(tokenHash);
      entries.set(tokenHash, { live, cachedAt: now });
      let hashes = byPerson.get(live.user.id);
      if (hashes === undefined) {
        hashes = new Set();
        byPerson.set(live.user.id, hashes);
      }
      hashes.add(tokenHash);
      while (entries.size > entriesMax) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    forgetPerson,
    caughtUp: async () => {
      await listener?.caughtUp();
    },
    stats: () => ({ listening, entries: entries.size, hits, misses }),
    async close() {
      const closing = listener;
      listener = undefined;
      listening = false;
      clear();
      await closing?.close();
    },
  };
}
