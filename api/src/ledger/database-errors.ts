// Reads the SQLSTATE and constraint of a database error under drizzle's wrapping, from either driver.

interface DatabaseErrorShape {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';
export const CHECK_VIOLATION = '23514';

/** The first error in the cause chain that carries a five-character SQLSTATE. */
function databaseError(error: unknown): DatabaseErrorShape | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DatabaseErrorShape;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function sqlStateOf(error: unknown): string | undefined {
  return databaseError(error)?.code as string | undefined;
}

/** True for the errors after which PostgreSQL asks the client to run the whole transaction again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === SERIALIZATION_FAILURE || state === DEADLOCK_DETECTED;
}

/** True when the error is a violation of the named CHECK constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const found = databaseError(error);
  if (found?.code !== CHECK_VIOLATION) return false;
  // pg names the constraint in a field; PGlite may only name it in the message.
  return (
    found.constraint === constraint ||
    (typeof found.message === 'string' && found.message.includes(`"${constraint}"`))
  );
}
