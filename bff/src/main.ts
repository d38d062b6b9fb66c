// Entry point: starts the bff from the environment and stops it gracefully on SIGTERM or SIGINT.
import { ConfigError } from '@wallet/common/env';
import { startBff } from './server';

async function main(): Promise<void> {
  let bff;
  try {
    // A person at a terminal reads pretty lines; pipes, files and log collectors get JSON (LOG_FORMAT overrides).
    const env = { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json', ...process.env };
    bff = await startBff({ env });
  } catch (error) {
    // One line a person can act on; a stack trace only for what is not a configuration mistake.
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`bff failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  const running = bff;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal means "now".
      process.exit(1);
    }
    stopping = true;
    console.error(`bff: ${signal} received, finishing requests in flight…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`bff did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await main();
