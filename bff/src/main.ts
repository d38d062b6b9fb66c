// Entry point: starts the bff from the environment and stops it within SHUTDOWN_TIMEOUT_MS on SIGTERM or SIGINT
// (common/process-stop.ts), whether or not anyone still reads its log.
import { ConfigError } from '@wallet/common/env';
import type { StoppableProgram } from '@wallet/common/process-stop';
import { createLogDestination, ignoreBrokenPipes, stopOnSignals } from '@wallet/common/process-stop';
import { loadConfig } from './config';
import { startBff } from './server';

ignoreBrokenPipes();
const logDestination = createLogDestination(1);
// A person at a terminal reads pretty lines; pipes, files and log collectors get JSON (LOG_FORMAT overrides).
const env = { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json', ...process.env };

function failed(error: unknown): never {
  // One line a person can act on; a stack trace only for what is not a configuration mistake.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`bff failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let shutdownTimeoutMs: number;
try {
  shutdownTimeoutMs = loadConfig(env).shutdownTimeoutMs;
} catch (error) {
  failed(error);
}

async function start(): Promise<StoppableProgram> {
  try {
    const bff = await startBff({ env, logDestination });
    return { log: bff.logger, close: () => bff.close() };
  } catch (error) {
    failed(error);
  }
}

// Before the start: a signal that arrives while the bff starts waits for it, then stops it gracefully.
stopOnSignals({ name: 'bff', timeoutMs: shutdownTimeoutMs, started: start(), destination: logDestination });
