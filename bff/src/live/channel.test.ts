// SharedReads (docs/live.md, "Load"): the sessions of one bff told of the same wallet share one read of it, never a read
// that started before their event arrived, and never a value that is not the wallet the event names.
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Context } from '../context';
import type { RestClient } from '../rest/client';
import type { ShareAcrossSessions } from './channel';
import { LiveChannel, SharedReads } from './channel';
import type { LiveEvent } from './event-stream';

interface Wallet {
  _id: string;
  balance: number;
}

const logger = pino({ level: 'silent' });

function contextOf(name: string): Context {
  return { rest: { name } as unknown as RestClient, loaders: {} as Context['loaders'], requestId: name };
}

const byWallet: ShareAcrossSessions<Wallet | null | undefined> = {
  key: (event) => (event.kind === 'wallet' ? `wallet:${event.data.walletId}` : undefined),
  fits: (wallet, event) => event.kind === 'wallet' && wallet?._id === event.data.walletId,
};

const walletEvent = (walletId: string): LiveEvent => ({ kind: 'wallet', data: { walletId } });

/** A read whose answers the test releases: each call waits until resolved by the test. */
function controlledRead(answer: (reader: string) => Wallet | Error) {
  const calls: string[] = [];
  const read = vi.fn((_event: LiveEvent, context: Context) => {
    calls.push(context.requestId);
    const value = answer(context.requestId);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
  return { read, calls };
}

describe('SharedReads', () => {
  it('reads a wallet once for every session told of it before the read started', async () => {
    const shared = new SharedReads();
    const { read } = controlledRead(() => ({ _id: 'w1', balance: 1000 }));
    const sessions = ['a', 'b', 'c'].map((name) => {
      const channel = new LiveChannel(logger, shared);
      return { channel, values: channel.iterate('wallet', contextOf(name), read, byWallet) };
    });
    const next = sessions.map(({ values }) => values.next());
    for (const { channel } of sessions) channel.publish(walletEvent('w1'));
    const values = await Promise.all(next);
    expect(values.map((result): unknown => result.value)).toEqual([
      { _id: 'w1', balance: 1000 },
      { _id: 'w1', balance: 1000 },
      { _id: 'w1', balance: 1000 },
    ]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(shared.started).toBe(1);
  });

  it('reads again for an event that arrived after the shared read started', async () => {
    const shared = new SharedReads();
    let release: (() => void) | undefined;
    const read = vi.fn(
      () =>
        new Promise<Wallet>((resolve) => {
          release = () => resolve({ _id: 'w1', balance: read.mock.calls.length * 100 });
        }),
    );
    const first = new LiveChannel(logger, shared);
    const second = new LiveChannel(logger, shared);
    const firstValue = first.iterate('wallet', contextOf('a'), read, byWallet).next();
    const secondValue = second.iterate('wallet', contextOf('b'), read, byWallet).next();
    first.publish(walletEvent('w1'));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    // The first read is running: an event now may announce a change it does not see.
    second.publish(walletEvent('w1'));
    const releaseFirst = release;
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    releaseFirst?.();
    release?.();
    expect((await firstValue).value).toEqual({ _id: 'w1', balance: 200 });
    expect((await secondValue).value).toEqual({ _id: 'w1', balance: 200 });
    expect(shared.started).toBe(2);
  });

  it('keeps different wallets apart, and a session reads for itself when the shared value is not the wallet named', async () => {
    const shared = new SharedReads();
    const wallets: Record<string, Wallet> = {
      a: { _id: 'w-other', balance: 1 },
      b: { _id: 'w2', balance: 2 },
      c: { _id: 'w3', balance: 3 },
    };
    const { read, calls } = controlledRead((reader) => wallets[reader] ?? new Error(reader));
    const channels = ['a', 'b', 'c'].map((name) => ({ name, channel: new LiveChannel(logger, shared) }));
    const next = channels.map(({ name, channel }) =>
      channel.iterate('wallet', contextOf(name), read, byWallet).next(),
    );
    channels[0]?.channel.publish(walletEvent('w2'));
    channels[1]?.channel.publish(walletEvent('w2'));
    channels[2]?.channel.publish(walletEvent('w3'));
    const values = await Promise.all(next);
    // a's read (shared under w2) answered another wallet: b does not take it and reads its own.
    expect(values.map((result): unknown => result.value)).toEqual([wallets.a, wallets.b, wallets.c]);
    expect(calls.filter((reader) => reader === 'b')).toHaveLength(1);
    expect(calls.filter((reader) => reader === 'c')).toHaveLength(1);
  });

  it('lets each session read for itself when the shared read failed', async () => {
    const shared = new SharedReads();
    const { read, calls } = controlledRead((reader) =>
      calls.length === 1 ? new Error(`${reader}: the api is down`) : { _id: 'w1', balance: 5 },
    );
    const a = new LiveChannel(logger, shared);
    const b = new LiveChannel(logger, shared);
    const aValue = a.iterate('wallet', contextOf('a'), read, byWallet).next();
    const bValue = b.iterate('wallet', contextOf('b'), read, byWallet).next();
    a.publish(walletEvent('w1'));
    b.publish(walletEvent('w1'));
    expect((await aValue).value).toEqual({ _id: 'w1', balance: 5 });
    expect((await bValue).value).toEqual({ _id: 'w1', balance: 5 });
    expect(calls).toHaveLength(3);
  });

  it('shares nothing for a subscription that does not ask to', async () => {
    const shared = new SharedReads();
    const { read } = controlledRead(() => ({ _id: 'w1', balance: 1 }));
    const a = new LiveChannel(logger, shared);
    const b = new LiveChannel(logger, shared);
    const values = [
      a.iterate('wallet', contextOf('a'), read).next(),
      b.iterate('wallet', contextOf('b'), read).next(),
    ];
    a.publish(walletEvent('w1'));
    b.publish(walletEvent('w1'));
    await Promise.all(values);
    expect(read).toHaveBeenCalledTimes(2);
    expect(shared.started).toBe(0);
  });
});
