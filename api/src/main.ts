// Entry of `npm start -w api`: check the environment first, start the api, stop gracefully on SIGTERM or SIGINT.
import { ConfigError } from '@wallet/common/env';
import { loadConfig } from './config';
import { startApi } from './server';

// A person at a terminal reads pretty lines; pipes, files and log collectors get JSON (LOG_FORMAT overrides).
const env: NodeJS.ProcessEnv = { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json', ...process.env };

try {
  loadConfig(env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line a person can act on, without a stack trace.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

let api: Awaited<ReturnType<typeof startApi>>;
try {
  api = await startApi({ env });
} catch (error) {
  process.stderr.write(
    `The api could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second signal means the operator will not wait.
    process.exit(1);
  }
  stopping = true;
  api.logger.info({ signal }, 'api received a stop signal');
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      api.logger.error({ err: error }, 'api shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
