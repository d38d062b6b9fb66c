// The one place errors become answers: expected ones keep their status and message, faults become a generic 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { AppError, codeForStatus } from './app-error';
import { sendError } from './envelope';
import { noteRequestFault } from './request-logging';
import { REQUEST_BODY_LIMIT_BYTES } from './json-body';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Long enough for any real path; a longer one is cut so an answer never echoes megabytes back. */
const PATH_SHOWN_LENGTH_MAX = 200;

export const routeNotFound: RequestHandler = (request, _response, next) => {
  const path =
    request.path.length > PATH_SHOWN_LENGTH_MAX
      ? `${request.path.slice(0, PATH_SHOWN_LENGTH_MAX)}…`
      : request.path;
  next(new AppError(404, `Route not found: ${request.method} ${path}`));
};

/**
 * Express would answer OPTIONS itself with a text/plain list of methods. The API serves no browser
 * cross-origin (the bff calls it), so no route answers OPTIONS and it gets the same 404 envelope as any other.
 */
export const noAutomaticOptions: RequestHandler = (request, response, next) => {
  if (request.method === 'OPTIONS') {
    routeNotFound(request, response, next);
    return;
  }
  next();
};

/** The errors body-parser raises, with the message a client should see for each. */
const BODY_PARSER_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON in request body' },
  'entity.too.large': {
    status: 413,
    message: `Request body is too large (limit ${REQUEST_BODY_LIMIT_BYTES / 1024} kB)`,
  },
  'encoding.unsupported': { status: 415, message: 'Unsupported Content-Encoding of request body' },
  'charset.unsupported': { status: 415, message: 'Request body must be UTF-8 encoded JSON' },
  'request.aborted': { status: 400, message: 'Request body was not received completely' },
  'request.size.invalid': { status: 400, message: 'Request body length does not match Content-Length' },
};

function bodyParserError(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error) || typeof error.type !== 'string') {
    return undefined;
  }
  const known = BODY_PARSER_ERRORS[error.type];
  return known === undefined ? undefined : new AppError(known.status, known.message);
}

/** An error from Express's own stack (http-errors) that is safe to show, such as a bad URL encoding. */
function exposedHttpError(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  if (expose !== true || typeof status !== 'number' || status < 400 || status > 499) return undefined;
  return new AppError(status, status === 404 ? 'Not found' : 'Bad request');
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ValidationError) {
    return new AppError(400, error.message, 'VALIDATION_FAILED', error.path || undefined);
  }
  return bodyParserError(error) ?? exposedHttpError(error);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, request, response, next) => {
  if (response.headersSent) {
    // Too late for an envelope: let Express end the connection.
    next(error);
    return;
  }
  const known = toAppError(error);
  if (known !== undefined && known.status < 500) {
    if (known.retryAfterSeconds !== undefined)
      response.setHeader('Retry-After', String(known.retryAfterSeconds));
    sendError(response, known.status, known.message, {
      code: known.code,
      ...(known.field === undefined ? {} : { field: known.field }),
    });
    return;
  }
  // A fault: the details go to the log only, never to the client. A known 5xx (such as 503) is logged where it is thrown.
  if (known === undefined) noteRequestFault(request, error);
  const status = known?.status ?? 500;
  const message = known === undefined ? INTERNAL_ERROR_MESSAGE : known.message;
  sendError(response, status, message, { code: known?.code ?? codeForStatus(500) });
};
