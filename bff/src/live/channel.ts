// One session's events, shared by the subscriptions of all its sockets: each subscription iterates the events of one
// kind and reads, for each, what the viewer sees now through the REST client (fresh loaders per event, so nothing is
// stale). The read of one event is made once and shared by every subscription waiting for it: a person with five tabs
// costs the api one read per event, not five.
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Context } from '../context';
import { createLoaders } from '../loaders/create-loaders';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import type { LiveEvent, LiveEventKind } from './event-stream';

/** Events waiting for a slow subscription at most; older ones are dropped (the next read is fresh anyway). */
const QUEUED_EVENTS_MAX = 32;

/** Reads kept for subscriptions still to take them: the newest events' (a subscription further behind reads anew). */
const SHARED_READS_MAX = 64;

/** An event as the channel passes it on: numbered in the order it came, so one read can serve every subscription. */
interface NumberedEvent {
  seq: number;
  event: LiveEvent;
}

export type LiveRead<T> = (event: LiveEvent, context: Context) => Promise<T | null | undefined>;

export class LiveChannel {
  private readonly emitter = new EventEmitter();
  private readonly reads = new Map<number, Promise<unknown>>();
  private seq = 0;
  private closed = false;

  constructor(private readonly logger: Logger) {
    this.emitter.setMaxListeners(0);
  }

  /** Called for every event of the api's stream. */
  publish(event: LiveEvent): void {
    if (this.closed) return;
    this.seq += 1;
    this.emitter.emit(event.kind, { seq: this.seq, event } satisfies NumberedEvent);
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
  iterate<T>(kind: LiveEventKind, context: Context, read: LiveRead<T>): AsyncIterableIterator<T> {
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
        context.loaders = createLoaders(context.rest);
        shared = read(numbered.event, context);
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
