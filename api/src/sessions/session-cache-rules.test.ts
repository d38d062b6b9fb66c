// The session cache's own rules, on a stand-in for the database's notifications: bounded (least recently used out),
// aged out, nothing served or kept while not listening, a read that raced a change not kept, a person's sessions
// dropped together.
import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../db/database';
import type { User } from '../people/user';
import { startSessionCache } from './session-cache';
import type { LiveSession } from './sessions.repository';

/** A database that listens at once and lets the test send notifications and lose the connection. */
function fakeDatabase() {
  const channels: { handlers?: ListenHandlers; name?: string; closed: boolean } = { closed: false };
  return {
    channels,
    database: {
      listen: (channel: string, handlers: ListenHandlers) => {
        channels.name = channel;
        channels.handlers = handlers;
        handlers.up();
        return Promise.resolve({
          caughtUp: () => Promise.resolve(),
          close: () => {
            channels.closed = true;
            return Promise.resolve();
          },
        });
      },
    },
  };
}

const NOW = 1_800_000_000_000;

function live(userId: string, sessionId: string): LiveSession {
  return {
    session: {
      id: sessionId,
      remember: false,
      lastSeenAt: new Date(NOW),
      expiresAt: new Date(NOW + 3_600_000),
    },
    user: { id: userId, role: 'user', isApproved: true } as User,
  };
}

describe('session cache rules', () => {
  it('when a session is remembered, then it is answered from the cache until its age runs out', async () => {
    const { database, channels } = fakeDatabase();
    const cache = await startSessionCache(database, { ttlMs: 1_000 });
    expect(channels.name).toBe('session_changes');
    cache.remember('hash-a', live('ada', 's1'), cache.version(), NOW);
    expect((await cache.get('hash-a', NOW + 999))?.session.id).toBe('s1');
    expect(await cache.get('hash-a', NOW + 1_000)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 0 });
  });

  it('when more sessions are remembered than the bound, then the least recently used ones go', async () => {
    const { database } = fakeDatabase();
    const cache = await startSessionCache(database, { entriesMax: 2 });
    cache.remember('hash-a', live('ada', 's1'), cache.version(), NOW);
    cache.remember('hash-b', live('bob', 's2'), cache.version(), NOW);
    await cache.get('hash-a', NOW);
    cache.remember('hash-c', live('cy', 's3'), cache.version(), NOW);
    expect(cache.stats().entries).toBe(2);
    expect(await cache.get('hash-b', NOW)).toBeUndefined();
    expect(await cache.get('hash-a', NOW)).toBeDefined();
    expect(await cache.get('hash-c', NOW)).toBeDefined();
  });

  it("when a person's id is notified, then all their sessions go and no one else's", async () => {
    const { database, channels } = fakeDatabase();
    const cache = await startSessionCache(database);
    cache.remember('hash-a1', live('ada', 's1'), cache.version(), NOW);
    cache.remember('hash-a2', live('ada', 's2'), cache.version(), NOW);
    cache.remember('hash-b', live('bob', 's3'), cache.version(), NOW);
    channels.handlers?.notify('ada');
    expect(await cache.get('hash-a1', NOW)).toBeUndefined();
    expect(await cache.get('hash-a2', NOW)).toBeUndefined();
    expect(await cache.get('hash-b', NOW)).toBeDefined();
  });

  it('when a change is notified while the session is being read, then that read is not kept', async () => {
    const { database, channels } = fakeDatabase();
    const cache = await startSessionCache(database);
    const before = cache.version();
    channels.handlers?.notify('ada');
    cache.remember('hash-a', live('ada', 's1'), before, NOW);
    expect(cache.stats().entries).toBe(0);
  });

  it('when the listening connection is lost, then the cache empties and is bypassed until listening resumes', async () => {
    const { database, channels } = fakeDatabase();
    const cache = await startSessionCache(database);
    cache.remember('hash-a', live('ada', 's1'), cache.version(), NOW);
    channels.handlers?.down();
    expect(cache.stats()).toMatchObject({ listening: false, entries: 0 });
    cache.remember('hash-a', live('ada', 's1'), cache.version(), NOW);
    expect(await cache.get('hash-a', NOW)).toBeUndefined();
    const readWhileDown = cache.version();
    channels.handlers?.up();
    // A read that began while nothing was heard is not kept even when it ends after listening resumed.
    cache.remember('hash-a', live('ada', 's1'), readWhileDown, NOW);
    expect(cache.stats()).toMatchObject({ listening: true, entries: 0 });
    cache.remember('hash-a', live('ada', 's1'), cache.version(), NOW);
    expect(await cache.get('hash-a', NOW)).toBeDefined();
  });

  it('when the cache is closed, then it stops listening and keeps nothing', async () => {
    const { database, channels } = fakeDatabase();
    const cache = await startSessionCache(database);
    cache.remember('hash-a', live('ada', 's1'), cache.version(), NOW);
    await cache.close();
    expect(channels.closed).toBe(true);
    expect(await cache.get('hash-a', NOW)).toBeUndefined();
  });
});
