// Entry of `npm start -w api`: check the environment first, start the api, stop it within SHUTDOWN_TIMEOUT_MS on
// SIGTERM or SIGINT (common/process-stop.ts), whether or not anyone still reads its log.
import { ConfigError } from '@wallet/common/env';
import type { StoppableProgram } from '@wallet/common/process-stop';
import { createLogDestination, ignoreBrokenPipes, stopOnSignals } from '@wallet/common/process-stop';
import { loadConfig } from './config';
import { serveBackupRequests } from './db/backup';
import { startApi } from './server';

ignoreBrokenPipes();
// A person at a terminal reads pretty lines; pipes, files and log collectors get JSON (LOG_FORMAT overrides).
const env: NodeJS.ProcessEnv = { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json', ...process.env };

let shutdownTimeoutMs: number;
try {
  shutdownTimeoutMs = loadConfig(env).shutdownTimeoutMs;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line a person can act on, without a stack trace.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

async function start(): Promise<StoppableProgram> {
  let api: Awaited<ReturnType<typeof startApi>>;
  try {
    api = await startApi({ env, logDestination });
  } catch (error) {
    process.stderr.write(
      `The api could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  // `npm run backup` copies the embedded database through the api that has it open (PGlite allows one process).
  const { backup } = api.database;
  const stopServingBackups =
    backup === undefined ? undefined : await serveBackupRequests(api.config.dataDir, backup, api.logger);
  return {
    log: api.logger,
    close: async () => {
      stopServingBackups?.();
      await api.close();
    },
  };
}

const logDestination = createLogDestination(1);
// Before the start: a signal that arrives while the api starts waits for it, then stops it gracefully.
stopOnSignals({ name: 'api', timeoutMs: shutdownTimeoutMs, started: start(), destination: logDestination });
