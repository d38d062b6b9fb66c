// Stopping a server process (api, bff) within a bound, whatever its log reader does: log lines that never block the
// process nor hold its exit, and SIGTERM/SIGINT handling with a hard deadline. Node only (never imported by web/).
import fs from 'node:fs';
import type { Env } from './env';
import { readInteger } from './env';

/** A log line waiting for its write is dropped once this many bytes wait already (a reader that stopped reading). */
export const LOG_BACKLOG_BYTES_MAX = 1_048_576;
/** How long a write that the pipe refused for now (EAGAIN) waits before it is tried again. */
const LOG_RETRY_MS = 20;

/** pino's destination: `write` takes one serialized line. */
export interface LogDestination {
  write(line: string): void;
  /** Resolves once every line accepted so far is written or dropped, or after timeoutMs, whichever comes first. */
  flush(timeoutMs: number): Promise<void>;
  /** Lines dropped so far (reader gone, or too far behind). */
  dropped(): number;
}

/**
 * Writes log lines to a file descriptor asynchronously, one write at a time, and never blocks or throws: when the
 * reader has gone (EPIPE) or the descriptor fails otherwise, every later line is dropped; when the reader falls more
 * than LOG_BACKLOG_BYTES_MAX behind, new lines are dropped until it catches up. pino's own destination (sonic-boom)
 * flushes synchronously at exit and retries a write that failed with EPIPE forever, so a process whose log reader had
 * gone stayed alive after its exit, no longer listening (issue 18).
 */
export function createLogDestination(fd = 1): LogDestination {
  let queued: string[] = [];
  let queuedBytes = 0;
  let writing = false;
  let broken = false;
  let droppedLines = 0;
  let waiters: (() => void)[] = [];

  const settleWaiters = () => {
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const writeNext = (): void => {
    if (broken || queued.length === 0) {
      writing = false;
      if (broken) droppedLines += queued.length;
      queued = [];
      queuedBytes = 0;
      settleWaiters();
      return;
    }
    writing = true;
    const chunk = Buffer.from(queued.join(''));
    const lines = queued.length;
    queued = [];
    queuedBytes = 0;
    writeChunk(chunk, lines);
  };

  const writeChunk = (chunk: Buffer, lines: number): void => {
    fs.write(fd, chunk, 0, chunk.length, null, (error, written) => {
      if (error !== null) {
        if (error.code === 'EAGAIN') {
          setTimeout(() => writeChunk(chunk, lines), LOG_RETRY_MS).unref();
          return;
        }
        // EPIPE (reader gone), EBADF, EIO: nothing will ever be read from here again.
        broken = true;
        droppedLines += lines;
        writeNext();
        return;
      }
      if (written < chunk.length) {
        writeChunk(chunk.subarray(written), lines);
        return;
      }
      writeNext();
    });
  };

  return {
    write(line) {
      if (broken || queuedBytes + line.length > LOG_BACKLOG_BYTES_MAX) {
        droppedLines += 1;
        return;
      }
      queued.push(line);
      queuedBytes += line.length;
      if (!writing) writeNext();
    },
    flush(timeoutMs) {
      if (!writing && queued.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        // Kept referenced: a process about to exit waits for this, not for an EAGAIN retry's unreferenced timer.
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    dropped: () => droppedLines,
  };
}

/**
 * process.stdout and process.stderr throw an unhandled 'error' on EPIPE (a reader that has gone), which would end the
 * process in the middle of its shutdown: such output is dropped instead.
 */
export function ignoreBrokenPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

/** Room left for the log lines of a stop to reach their reader, inside the bound. */
const EXIT_LOG_FLUSH_MS = 200;

/** The running program as stopOnSignals needs it. */
export interface StoppableProgram {
  /** Stops the program gracefully; it should end within the bound (which does not rely on it). */
  close(): Promise<void>;
  log: {
    info(object: Record<string, unknown>, message: string): void;
    error(object: Record<string, unknown>, message: string): void;
  };
}

export interface StopOnSignalsOptions {
  /** The program, as its log lines name it: 'api' or 'bff'. */
  name: string;
  /** The whole graceful stop, from the signal to the exit; past it the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * The program once started. The handlers are installed before it starts, so a signal that arrives while it starts
   * (or just after it printed that it listens) stops it gracefully too, instead of killing it with Node's default.
   */
  started: Promise<StoppableProgram>;
  destination: Pick<LogDestination, 'write' | 'flush'>;
}

/**
 * SIGTERM or SIGINT starts the graceful stop, then the process exits 0 (1 if the stop failed). The bound holds
 * whatever close() does: at timeoutMs the process logs that it is still stopping and exits 1. A second signal exits 1
 * at once. When started with an IPC channel (scripts/lib.mjs), the parent's end closing (the parent died, even by
 * SIGKILL) stops the program the same way, so no orphan is left serving or holding its database.
 */
export function stopOnSignals(options: StopOnSignalsOptions): void {
  const { name, timeoutMs, destination } = options;
  let stopping = false;
  const exit = (code: number) => {
    void destination.flush(EXIT_LOG_FLUSH_MS).then(() => process.exit(code));
  };
  const stop = (reason: string) => {
    if (stopping) {
      // A second signal means the operator will not wait.
      process.exit(1);
    }
    stopping = true;
    const startedAt = Date.now();
    setTimeout(() => {
      // A JSON line of its own: the program's logger may be what hangs, or may not exist yet.
      const message = `${name} shutdown did not finish within SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms): exiting anyway`;
      destination.write(
        `${JSON.stringify({ level: 50, time: Date.now(), service: name, timeoutMs, msg: message })}\n`,
      );
      exit(1);
    }, timeoutMs);
    void options.started.then(async (program) => {
      program.log.info({ reason, timeoutMs }, `${name} received a stop signal`);
      try {
        await program.close();
        program.log.info({ ms: Date.now() - startedAt }, `${name} exits`);
        exit(0);
      } catch (error) {
        program.log.error({ err: error }, `${name} shutdown failed`);
        exit(1);
      }
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (process.channel !== undefined) {
    // The channel only watches for the parent: it must not keep the process alive by itself.
    process.channel.unref();
    process.on('disconnect', () => stop('parent process gone'));
  }
}

export const SHUTDOWN_TIMEOUT_MS_DEFAULT = 10_000;
/** Below this not even an idle program closes its database; above it an orchestrator has long sent SIGKILL. */
export const SHUTDOWN_TIMEOUT_MS_RANGE = { min: 100, max: 600_000 } as const;

/** SHUTDOWN_TIMEOUT_MS: the bound from a stop signal to the exit, for the api and the bff alike. */
export function readShutdownTimeoutMs(env: Env): number {
  return readInteger(env, 'SHUTDOWN_TIMEOUT_MS', SHUTDOWN_TIMEOUT_MS_RANGE, SHUTDOWN_TIMEOUT_MS_DEFAULT);
}
