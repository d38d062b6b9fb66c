// Recognises a unique-constraint violation (SQLSTATE 23505) under drizzle's wrapping, from either driver.

const UNIQUE_VIOLATION = '23505';

interface DatabaseErrorShape {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** True when the error, or an error it wraps, is a violation of the named unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DatabaseErrorShape;
    if (candidate.code === UNIQUE_VIOLATION) {
      // pg names the constraint in a field; PGlite may only name it in the message.
      return (
        candidate.constraint === constraint ||
        (typeof candidate.message === 'string' && candidate.message.includes(`"${constraint}"`))
      );
    }
    current = candidate.cause;
  }
  return false;
}
