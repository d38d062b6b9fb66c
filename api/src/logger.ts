// The api's one pino logger; request logging and every module log through it (or a child of it). JSON lines for
// machines; readable lines (pino-pretty, in this process, synchronous) when LOG_FORMAT=pretty, a person's terminal.
import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { Config } from './config';

export type { Logger } from 'pino';

/**
 * JSON lines unless the config asks for pretty ones (loggers made by tests and scripts pass only a level); JSON lines
 * go to `destination` when given (main.ts: one that never blocks the process or its exit, common/process-stop.ts).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'api' },
    // Credentials must never reach a log line, whichever object carries them.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  };
  if (config.logFormat !== 'pretty')
    return destination === undefined ? pino(options) : pino(options, destination);
  return pino(
    options,
    PinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' }),
  );
}
