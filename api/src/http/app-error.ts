// The one error class: thrown anywhere, turned into the envelope with its status by the error handler.

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code an answer of this status carries when the thrower names none. */
export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/**
 * An expected failure the client may be told about: its message is shown to the user as it is.
 * Anything else thrown is a fault and answers 500 with a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;

  /** For 429: when the client may try again, sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    code?: string,
    /** The input field at fault, so a form can show the message beside it. */
    readonly field?: string,
  ) {
    super(message);
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`AppError status must be 4xx or 5xx, got ${status}`);
    }
    this.code = code ?? codeForStatus(status);
  }
}

/** A 429 that tells the client when to come back. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError(429, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}
