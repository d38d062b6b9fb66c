// One session's events, shared by the subscriptions of all its sockets: each subscription iterates the events of one
// kind and reads, for each, what the viewer sees now through the REST client (fresh loaders per event, so nothing is
// stale). The read of one event is made once and shared by every subscription waiting for it: a person with five tabs
// costs the api one read per event, not five. A read that only the owner's streams are told of (their wallet) is
// shared further, by every session of this bff whose stream names the same wallet (SharedReads).
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { createLoaders } from '../loaders/create-loaders';
import type { Loaders } from '../loaders/create-loaders';
import type { RestClient } from '../rest/client';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import type { LiveEvent, LiveEventKind } from './event-stream';

/** Events waiting for a slow subscription at most; older ones are dropped (the next read is fresh anyway). */
const QUEUED_EVENTS_MAX = 32;

/** Reads kept for subscriptions still to take them: the newest events' (a subscription further behind reads anew). */
const SHARED_READS_MAX = 64;

/** How long a shared read waits for the same event on other sessions' streams before it starts. */
export const SHARED_READ_WINDOW_MS = 10;

/**
 * Reads shared across the sessions of one bff, by a key only the owner's streams are told of (a wallet's id: the api
 * sends `wallet {walletId}` to the owner alone). A read is shared only by events that arrived before it started, so
 * each still sees at least what its event announced: it waits SHARED_READ_WINDOW_MS for the same event on the other
 * streams (one person's sessions all hear of a movement from one poll of the api), then reads once for all of them.
 * Without it, one person signed in on 400 browsers cost the api 400 reads of their wallet per movement (docs/live.md).
 */
export class SharedReads {
  /** Reads started so far (tests). */
  started = 0;
  private clock = 0;
  private readonly pending = new Map<string, { startedAt: number | undefined; value: Promise<unknown> }>();

  constructor(private readonly windowMs = SHARED_READ_WINDOW_MS) {}

  /** Orders events and reads: an event is stamped as it arrives, a read as it starts. */
  stamp(): number {
    this.clock += 1;
    return this.clock;
  }

  /** The value for an event stamped `arrived`: the read under the key not yet started or started after it, else a new one. */
  read<T>(key: string, arrived: number, read: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running !== undefined && (running.startedAt === undefined || running.startedAt > arrived)) {
      return running.value as Promise<T>;
    }
    const entry: { startedAt: number | undefined; value: Promise<unknown> } = {
      startedAt: undefined,
      value: Promise.resolve(),
    };
    const value = new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        entry.startedAt = this.stamp();
        this.started += 1;
        read().then(resolve, reject);
      }, this.windowMs);
    });
    entry.value = value;
    this.pending.set(key, entry);
    const forget = () => {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    };
    value.then(forget, forget);
    return value;
  }
}

/** How a subscription's read may be shared across sessions (SharedReads): its key, and whether a value fits it. */
export interface ShareAcrossSessions<T> {
  key(event: LiveEvent): string | undefined;
  /** A shared value is taken only when it is what the key names (else the session reads for itself). */
  fits(value: T, event: LiveEvent): boolean;
}

/** An event as the channel passes it on: numbered in the order it came, so one read can serve every subscription. */
interface NumberedEvent {
  seq: number;
  /** The SharedReads stamp of its arrival (0 without). */
  arrived: number;
  event: LiveEvent;
}

/** What a read needs of the socket's context (context.ts's Context, named here so the two modules do not import each
 * other): fresh loaders per event over the socket's api client. */
export interface LiveReadContext {
  rest: RestClient;
  loaders: Loaders;
  requestId: string;
}

export type LiveRead<T, C extends LiveReadContext = LiveReadContext> = (
  event: LiveEvent,
  context: C,
) => Promise<T | null | undefined>;

export class LiveChannel {
  private readonly emitter = new EventEmitter();
  private readonly reads = new Map<number, Promise<unknown>>();
  private seq = 0;
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly shared?: SharedReads,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /** Called for every event of the api's stream. */
  publish(event: LiveEvent): void {
    if (this.closed) return;
    this.seq += 1;
    const arrived = this.shared?.stamp() ?? 0;
    this.emitter.emit(event.kind, { seq: this.seq, arrived, event } satisfies NumberedEvent);
  }

  /** Ends every subscription of the socket. */
  close(): void {
    this.closed = true;
    this.emitter.emit('close');
    this.emitter.removeAllListeners();
    this.reads.clear();
  }

  /**
   * The values of one subscription: for each event of this kind, what read gives (null: nothing this viewer sees,
   * skipped). A read the api refuses as unauthenticated or forbidden completes the subscription; other failures are
   * logged and skipped, the next event reads afresh.
   */
  iterate<T, C extends LiveReadContext>(
    kind: LiveEventKind,
    context: C,
    read: LiveRead<T, C>,
    share?: ShareAcrossSessions<T | null | undefined>,
  ): AsyncIterableIterator<T> {
    const sharedReads = this.shared;
    const queue: NumberedEvent[] = [];
    let wake: (() => void) | undefined;
    let done = this.closed;
    const onEvent = (numbered: NumberedEvent) => {
      if (queue.length >= QUEUED_EVENTS_MAX) queue.shift();
      queue.push(numbered);
      wake?.();
    };
    // Each kind has one read (one subscription field), so the event's number names the read.
    const readOnce = (numbered: NumberedEvent): Promise<T | null | undefined> => {
      let shared = this.reads.get(numbered.seq) as Promise<T | null | undefined> | undefined;
      if (shared === undefined) {
        const own = () => {
          context.loaders = createLoaders(context.rest);
          return read(numbered.event, context);
        };
        const key = share?.key(numbered.event);
        shared =
          sharedReads === undefined || key === undefined || share === undefined
            ? own()
            : sharedReads.read(key, numbered.arrived, own).then(
                // Another session's read that failed or is not what the key names: this session reads for itself.
                (value) => (share.fits(value, numbered.event) ? value : own()),
                own,
              );
        this.reads.set(numbered.seq, shared);
        if (this.reads.size > SHARED_READS_MAX) {
          const oldest = this.reads.keys().next().value;
          if (oldest !== undefined) this.reads.delete(oldest);
        }
      }
      return shared;
    };
    const finish = () => {
      done = true;
      this.emitter.off(kind, onEvent);
      this.emitter.off('close', finish);
      wake?.();
    };
    this.emitter.on(kind, onEvent);
    this.emitter.on('close', finish);
    const logger = this.logger;

    const iterator: AsyncIterableIterator<T> = {
      async next(): Promise<IteratorResult<T>> {
        while (!done) {
          const numbered = queue.shift();
          if (numbered === undefined) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          let value: T | null | undefined;
          try {
            value = await readOnce(numbered);
          } catch (error) {
            const code = error instanceof GraphQLError ? error.extensions.code : undefined;
            if (code === ErrorCode.UNAUTHENTICATED || code === ErrorCode.FORBIDDEN) {
              // Signed out or no longer allowed: the subscription ends (the socket closes when the stream does).
              finish();
              break;
            }
            logger.warn({ err: error, kind, requestId: context.requestId }, 'live: a read failed');
            continue;
          }
          if (value !== null && value !== undefined && !done) return { value, done: false };
        }
        return { value: undefined, done: true };
      },
      return(): Promise<IteratorResult<T>> {
        finish();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
