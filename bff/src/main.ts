// Entry point: starts the bff from the environment and stops it within SHUTDOWN_TIMEOUT_MS on SIGTERM or SIGINT
// (common/process-stop.ts), whether or not anyone still reads its log.
import { ConfigError } from '@wallet/common/env';
import { createLogDestination, ignoreBrokenPipes, stopOnSignals } from '@wallet/common/process-stop';
import { loadConfig } from './config';
import { startBff } from './server';

async function main(): Promise<void> {
  ignoreBrokenPipes();
  const logDestination = createLogDestination(1);
  let bff;
  let shutdownTimeoutMs: number;
  try {
    // A person at a terminal reads pretty lines; pipes, files and log collectors get JSON (LOG_FORMAT overrides).
    const env = { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json', ...process.env };
    shutdownTimeoutMs = loadConfig(env).shutdownTimeoutMs;
    bff = await startBff({ env, logDestination });
  } catch (error) {
    // One line a person can act on; a stack trace only for what is not a configuration mistake.
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`bff failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  const running = bff;
  stopOnSignals({
    name: 'bff',
    timeoutMs: shutdownTimeoutMs,
    close: () => running.close(),
    log: running.logger,
    destination: logDestination,
  });
}

await main();
