// Live updates (docs/live.md): each api instance polls the money rows for live_seq values it has not seen and tells
// the open /api/v1/events streams of the people concerned (ids only). No NOTIFY on the money path; session changes
// (sign out, revoke, suspension, closing, role change) arrive on the session_changes channel the session cache uses.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Role } from '@wallet/common/auth';
import type { AppDatabase, Database, Listening } from '../db/database';
import { rowsOf } from '../ledger/sql-rows';
import type { Logger } from '../logger';
import { isSuspendedAgent } from '../people/user';
import { SESSION_CHANGES_CHANNEL } from '../sessions/session-cache';
import { findLiveSession } from '../sessions/sessions.repository';

/**
 * A sequence value missing between two seen ones is a transaction still running (sequence order is not commit order)
 * or one rolled back; it is looked for on every poll for this long, then given up.
 */
export const LIVE_GAP_WAIT_MS = 5_000;
/** Gaps remembered at most; the oldest are given up first. */
const LIVE_GAPS_MAX = 500;
/** Rows read per poll at most; the rest come on the next poll. */
const LIVE_ROWS_PER_POLL = 1_000;
/** An admin's platform event comes at most this often per stream. */
export const LIVE_PLATFORM_INTERVAL_MS = 1_000;
/** Requests whose expiry passed are looked for this often. */
const LIVE_EXPIRY_CHECK_MS = 1_000;

export type LiveEvent =
  | { event: 'wallet'; data: { walletId: string } }
  | { event: 'transaction'; data: { transactionId: string; change: 'added' | 'updated' } }
  | { event: 'money-request'; data: { requestId: string } }
  | { event: 'platform'; data: Record<string, never> };

/** One open stream: whom it serves and how to reach it. */
export interface LiveWatcher {
  userId: string;
  role: Role;
  sessionId: string;
  tokenHash: string;
  /** The viewer's wallet, if they have one. */
  walletId: string | undefined;
  walletBlocked: boolean;
  send(event: LiveEvent): void;
  /** Ends the stream (the session ended, the account changed). */
  close(): void;
}

export interface LiveHub {
  /** Registers a stream; resolves once events committed from now on will reach it. Returns how to unregister. */
  open(watcher: LiveWatcher): Promise<() => void>;
  /** Open streams of this session on this instance. */
  streamsOfSession(sessionId: string): number;
  /** Checks the watcher's session again now and closes the stream if it no longer holds. */
  recheck(watcher: LiveWatcher): Promise<void>;
  /** Ends every open stream (shutdown: an open stream would hold the server's close). */
  closeStreams(): void;
  stop(): Promise<void>;
}

interface Row extends Record<string, unknown> {
  source: 'journal' | 'request' | 'wallet';
  seq: number;
  id: string;
  fromWalletId: string | null;
  toWalletId: string | null;
  initiatedBy: string | null;
  reversesJournalId: string | null;
  settled: boolean;
  requesterId: string | null;
  payerId: string | null;
  blocked: boolean;
}

function addTo<K>(map: Map<K, Set<LiveWatcher>>, key: K, watcher: LiveWatcher): void {
  let set = map.get(key);
  if (set === undefined) {
    set = new Set();
    map.set(key, set);
  }
  set.add(watcher);
}

function removeFrom<K>(map: Map<K, Set<LiveWatcher>>, key: K, watcher: LiveWatcher): void {
  const set = map.get(key);
  set?.delete(watcher);
  if (set?.size === 0) map.delete(key);
}

export interface LiveHubOptions {
  db: Database;
  logger: Logger;
  pollMs: number;
  /** The database to listen on for session changes; without it, sessions are checked at each heartbeat only. */
  notifications?: Pick<AppDatabase, 'listen'> | undefined;
}

export function startLiveHub({ db, logger, pollMs, notifications }: LiveHubOptions): LiveHub {
  const watchers = new Set<LiveWatcher>();
  const byUser = new Map<string, Set<LiveWatcher>>();
  const byWallet = new Map<string, Set<LiveWatcher>>();
  const bySession = new Map<string, Set<LiveWatcher>>();
  const admins = new Set<LiveWatcher>();
  const platformTimers = new Map<LiveWatcher, { lastAt: number; timer: NodeJS.Timeout | undefined }>();

  let state: 'idle' | 'starting' | 'running' = 'idle';
  let starting: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let maxSeen = 0;
  /** Missing sequence values above the last given up, with when each was first missed. */
  const gaps = new Map<number, number>();
  let expiryCheckedAt = '';
  let expiryCheckedMs = 0;

  const usersOf = (ids: readonly (string | null)[]) => {
    const found = new Set<LiveWatcher>();
    for (const id of ids) if (id !== null) for (const w of byUser.get(id) ?? []) found.add(w);
    return found;
  };
  const walletsOf = (ids: readonly (string | null)[]) => {
    const found = new Set<LiveWatcher>();
    for (const id of ids) if (id !== null) for (const w of byWallet.get(id) ?? []) found.add(w);
    return found;
  };

  const platform = (watcher: LiveWatcher) => {
    const entry = platformTimers.get(watcher) ?? { lastAt: 0, timer: undefined };
    platformTimers.set(watcher, entry);
    if (entry.timer !== undefined) return;
    const wait = entry.lastAt + LIVE_PLATFORM_INTERVAL_MS - Date.now();
    const fire = () => {
      entry.timer = undefined;
      entry.lastAt = Date.now();
      if (watchers.has(watcher)) watcher.send({ event: 'platform', data: {} });
    };
    if (wait <= 0) fire();
    else entry.timer = setTimeout(fire, wait);
  };

  const deliver = (row: Row) => {
    if (row.source === 'journal') {
      const change = row.settled ? 'updated' : 'added';
      for (const w of walletsOf([row.fromWalletId, row.toWalletId])) {
        if (w.walletId !== undefined) w.send({ event: 'wallet', data: { walletId: w.walletId } });
      }
      const parties = walletsOf([row.fromWalletId, row.toWalletId]);
      for (const w of usersOf([row.initiatedBy])) parties.add(w);
      for (const w of parties) {
        w.send({ event: 'transaction', data: { transactionId: row.id, change } });
        if (row.reversesJournalId !== null) {
          w.send({ event: 'transaction', data: { transactionId: row.reversesJournalId, change: 'updated' } });
        }
      }
      for (const w of admins) platform(w);
    } else if (row.source === 'request') {
      for (const w of usersOf([row.requesterId, row.payerId])) {
        w.send({ event: 'money-request', data: { requestId: row.id } });
      }
    } else {
      for (const w of walletsOf([row.id])) {
        w.send({ event: 'wallet', data: { walletId: row.id } });
        const newlyBlocked = row.blocked && !w.walletBlocked;
        w.walletBlocked = row.blocked;
        if (newlyBlocked) w.close();
      }
    }
  };

  const where = (): SQL => {
    const missing = [...gaps.keys()];
    return missing.length === 0
      ? sql`live_seq > ${maxSeen}`
      : sql`(live_seq > ${maxSeen} or live_seq in (${sql.join(
          missing.map((seq) => sql`${seq}`),
          sql`, `,
        )}))`;
  };

  const pollOnce = async () => {
    const condition = where();
    const rows = await rowsOf<Row>(
      db,
      sql`select 'journal' as source, live_seq::float8 as seq, id::text as id, from_wallet_id::text as "fromWalletId",
          to_wallet_id::text as "toWalletId", initiated_by::text as "initiatedBy",
          reverses_journal_id::text as "reversesJournalId", settled_at is not null as settled,
          null::text as "requesterId", null::text as "payerId", false as blocked
        from journals where ${condition}
        union all
        select 'request', live_seq::float8, id::text, null, null, null, null, false, requester_id::text,
          payer_id::text, false
        from money_requests where ${condition}
        union all
        select 'wallet', live_seq::float8, id::text, null, null, null, null, false, null, null, is_blocked
        from wallets where ${condition}
        order by seq limit ${LIVE_ROWS_PER_POLL}`,
    );
    const now = Date.now();
    const received = new Set<number>();
    let top = maxSeen;
    for (const row of rows) {
      const seq = Number(row.seq);
      received.add(seq);
      gaps.delete(seq);
      if (seq > top) top = seq;
      deliver(row);
    }
    for (let seq = maxSeen + 1; seq < top && top - maxSeen <= LIVE_ROWS_PER_POLL * 10; seq += 1) {
      if (!received.has(seq)) gaps.set(seq, now);
    }
    maxSeen = top;
    for (const [seq, since] of gaps) if (now - since >= LIVE_GAP_WAIT_MS) gaps.delete(seq);
    while (gaps.size > LIVE_GAPS_MAX) {
      const oldest = gaps.keys().next().value;
      if (oldest === undefined) break;
      gaps.delete(oldest);
    }
    if (now - expiryCheckedMs >= LIVE_EXPIRY_CHECK_MS) await checkExpiries(now);
  };

  /** Requests that expired since the last look: nothing is written when a request expires, so time is the event. */
  const checkExpiries = async (now: number) => {
    const rows = await rowsOf<{
      now: string;
      id: string | null;
      requesterId: string | null;
      payerId: string | null;
    }>(
      db,
      sql`with t as (select now() as now)
        select t.now::text as now, r.id::text as id, r.requester_id::text as "requesterId",
          r.payer_id::text as "payerId"
        from t left join money_requests r on r.status = 'pending' and r.expires_at > ${expiryCheckedAt}::timestamptz
          and r.expires_at <= t.now`,
    );
    expiryCheckedMs = now;
    for (const row of rows) {
      expiryCheckedAt = row.now;
      if (row.id === null) continue;
      for (const w of usersOf([row.requesterId, row.payerId])) {
        w.send({ event: 'money-request', data: { requestId: row.id } });
      }
    }
  };

  const schedule = () => {
    if (stopped || watchers.size === 0) {
      state = 'idle';
      timer = undefined;
      return;
    }
    timer = setTimeout(() => {
      pollOnce()
        .catch((error: unknown) => logger.warn({ err: error }, 'live events: a poll failed'))
        .finally(schedule);
    }, pollMs);
  };

  const begin = async () => {
    await listen();
    const [row] = await rowsOf<{ seq: number; now: string }>(
      db,
      sql`select greatest(coalesce((select max(live_seq) from journals), 0),
          coalesce((select max(live_seq) from money_requests), 0),
          coalesce((select max(live_seq) from wallets), 0))::float8 as seq, now()::text as now`,
    );
    maxSeen = Number(row?.seq ?? 0);
    gaps.clear();
    expiryCheckedAt = row?.now ?? new Date().toISOString();
    expiryCheckedMs = Date.now();
    state = 'running';
    schedule();
  };

  const unregister = (watcher: LiveWatcher) => {
    if (!watchers.delete(watcher)) return;
    removeFrom(byUser, watcher.userId, watcher);
    if (watcher.walletId !== undefined) removeFrom(byWallet, watcher.walletId, watcher);
    removeFrom(bySession, watcher.sessionId, watcher);
    admins.delete(watcher);
    const entry = platformTimers.get(watcher);
    if (entry?.timer !== undefined) clearTimeout(entry.timer);
    platformTimers.delete(watcher);
  };

  const recheck = async (watcher: LiveWatcher) => {
    const live = await findLiveSession(db, watcher.tokenHash);
    const holds =
      live !== undefined &&
      live.session.id === watcher.sessionId &&
      live.user.role === watcher.role &&
      live.user.closedAt === null &&
      !isSuspendedAgent(live.user);
    if (!holds) watcher.close();
  };

  // Listening starts with the first stream, so an instance nobody watches holds no extra connection.
  let listener: Listening | undefined;
  let listening: Promise<void> | undefined;
  const listen = () =>
    (listening ??= (async () => {
      if (notifications === undefined) return;
      listener = await notifications.listen(SESSION_CHANGES_CHANNEL, {
        notify: (userId) => {
          for (const watcher of byUser.get(userId) ?? []) {
            recheck(watcher).catch((error: unknown) =>
              logger.warn({ err: error }, 'live events: a session check failed'),
            );
          }
        },
        up: () => undefined,
        down: () => undefined,
      });
    })().catch((error: unknown) => {
      // The next stream tries again.
      listening = undefined;
      throw error;
    }));

  return {
    async open(watcher) {
      if (stopped) throw new Error('live events: the hub is stopped');
      watchers.add(watcher);
      addTo(byUser, watcher.userId, watcher);
      if (watcher.walletId !== undefined) addTo(byWallet, watcher.walletId, watcher);
      addTo(bySession, watcher.sessionId, watcher);
      if (watcher.role === 'admin') admins.add(watcher);
      if (state === 'idle') {
        state = 'starting';
        starting = begin().catch((error: unknown) => {
          state = 'idle';
          throw error;
        });
      }
      try {
        if (state === 'starting') await starting;
      } catch (error) {
        unregister(watcher);
        throw error;
      }
      return () => unregister(watcher);
    },
    streamsOfSession: (sessionId) => bySession.get(sessionId)?.size ?? 0,
    recheck,
    closeStreams() {
      for (const watcher of [...watchers]) watcher.close();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const watcher of [...watchers]) watcher.close();
      await listening?.catch(() => undefined);
      const closing = listener;
      listener = undefined;
      await closing?.close();
    },
  };
}
