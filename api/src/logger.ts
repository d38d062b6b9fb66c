// The api's one pino logger; request logging and every module log through it (or a child of it).
import { pino } from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config';

export type { Logger } from 'pino';

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'api' },
    // Credentials must never reach a log line, whichever object carries them.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}
