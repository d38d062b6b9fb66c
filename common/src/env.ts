// Reading environment variables for the api and the bff: one error class and one reader per kind of value, so a bad
// value stops either program with the same one line naming it (README "Environment").

/** The environment as a program receives it (process.env, or a test's own object). */
export type Env = Readonly<Record<string, string | undefined>>;

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `pretty`: one coloured line per event for a person at a terminal; `json` (the default): one JSON object per line
 * for machines. The entry points (api and bff main.ts) choose pretty when LOG_FORMAT is unset and stdout is a
 * terminal; `npm start` and `npm run dev` pass on their own terminal's answer.
 */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** A bad environment value; its message is one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(
    readonly variable: string,
    reason: string,
    shownValue?: string,
  ) {
    super(
      `Invalid environment variable ${variable}: ${reason}${shownValue === undefined ? '' : ` (got ${shownValue})`}`,
    );
  }
}

/** How a refused value may be shown: as it is, as a URL with its password masked, or not at all (secrets). */
export type Disclosure = 'show' | 'hide' | 'url';

const quote = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** A refused value as the error line shows it: values of secrets never reach a log or a terminal. */
export function shown(value: string, disclosure: Disclosure = 'show'): string {
  if (disclosure === 'show') return quote(value);
  if (disclosure === 'url') {
    // A connection URL may carry a password; show it only with the password masked, and not at all if unparsable.
    try {
      const url = new URL(value);
      if (url.password) url.password = '***';
      return quote(url.toString());
    } catch {
      return 'a value that is not a URL';
    }
  }
  return `a hidden value of ${value.length} characters`;
}

/** The ConfigError for a refused value, shown as its disclosure allows. */
export function invalid(
  variable: string,
  reason: string,
  value: string,
  disclosure: Disclosure = 'show',
): ConfigError {
  return new ConfigError(variable, reason, shown(value, disclosure));
}

/** An unset or blank variable counts as not given, as container runtimes often pass empty strings. */
export function read(env: Env, variable: string): string | undefined {
  const value = env[variable];
  if (value === undefined || value.trim() === '') return undefined;
  return value.trim();
}

export function readEnum<T extends string>(
  env: Env,
  variable: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = read(env, variable);
  if (value === undefined) return fallback;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw invalid(variable, `must be one of ${allowed.join(', ')}`, value);
  return match;
}

export function readInteger(
  env: Env,
  variable: string,
  range: { min: number; max: number },
  fallback: number,
): number {
  const value = read(env, variable);
  if (value === undefined) return fallback;
  const reason = `must be an integer from ${range.min} to ${range.max}`;
  if (!/^\d+$/.test(value)) throw invalid(variable, reason, value);
  const number = Number(value);
  if (number < range.min || number > range.max) throw invalid(variable, reason, value);
  return number;
}

export function readPort(env: Env, variable: string, fallback: number): number {
  return readInteger(env, variable, { min: 0, max: 65_535 }, fallback);
}

export function readBoolean(env: Env, variable: string, fallback: boolean): boolean {
  const value = read(env, variable);
  if (value === undefined) return fallback;
  const normalized = value.toLowerCase();
  if (normalized === '1' || normalized === 'true') return true;
  if (normalized === '0' || normalized === 'false') return false;
  throw invalid(variable, 'must be one of 0, 1, true, false', value);
}
