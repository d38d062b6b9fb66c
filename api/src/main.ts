// Entry of `npm start -w api`: check the environment first, start the api, stop it within SHUTDOWN_TIMEOUT_MS on
// SIGTERM or SIGINT (common/process-stop.ts), whether or not anyone still reads its log.
import { ConfigError } from '@wallet/common/env';
import { createLogDestination, ignoreBrokenPipes, stopOnSignals } from '@wallet/common/process-stop';
import { loadConfig } from './config';
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

const logDestination = createLogDestination(1);
let api: Awaited<ReturnType<typeof startApi>>;
try {
  api = await startApi({ env, logDestination });
} catch (error) {
  process.stderr.write(
    `The api could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

stopOnSignals({
  name: 'api',
  timeoutMs: shutdownTimeoutMs,
  close: () => api.close(),
  log: api.logger,
  destination: logDestination,
});
