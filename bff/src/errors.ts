// The one place where REST failures become GraphQL errors, and where errors are masked before they leave in production.
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApolloServerErrorCode } from '@apollo/server/errors';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A document refused for its size or shape before any resolver ran: too many tokens (while parsing), too deep, too
 * many aliases or directives, too costly (while validating). HTTP 400, like parse and validation errors;
 * `extensions.limit` names the limit.
 */
export const LIMIT_EXCEEDED_CODE = 'GRAPHQL_LIMIT_EXCEEDED';
export type GraphqlLimit = 'tokens' | 'depth' | 'aliases' | 'cost' | 'directives';

/** graphql-armor's messages start with "Syntax Error: " whatever the limit; none of them is one. */
const SYNTAX_ERROR_PREFIX = /^Syntax Error: /;

/** A limit's refusal as a validation error that says which limit it was (formatError gives it its code). */
export function limitError(limit: GraphqlLimit, message: string): GraphQLError {
  return new GraphQLError(message.replace(SYNTAX_ERROR_PREFIX, ''), { extensions: { limit } });
}

/** graphql-js's parser, given maxTokens, stops with this message ("more that" in graphql 16). */
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more tha[nt] (\d+) tokens\. Parsing aborted\.$/;

/** Parse and validation errors that are a limit's refusal get the limit code; everything else passes unchanged. */
function withLimitCode(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (
    code === ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED &&
    typeof formatted.extensions?.limit === 'string'
  ) {
    return { ...formatted, extensions: { ...formatted.extensions, code: LIMIT_EXCEEDED_CODE } };
  }
  const tokensMax =
    code === ApolloServerErrorCode.GRAPHQL_PARSE_FAILED
      ? TOKEN_LIMIT_MESSAGE.exec(formatted.message)?.[1]
      : undefined;
  if (tokensMax !== undefined) {
    return {
      ...formatted,
      message: `Token limit of ${tokensMax} exceeded.`,
      extensions: {
        ...formatted.extensions,
        code: LIMIT_EXCEEDED_CODE,
        limit: 'tokens' satisfies GraphqlLimit,
      },
    };
  }
  return formatted;
}

/** What a person sees instead of an internal error in production. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 413:
    case 422:
      return ErrorCode.BAD_USER_INPUT;
    case 401:
      return ErrorCode.UNAUTHENTICATED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 429:
      return ErrorCode.TOO_MANY_REQUESTS;
    default:
      // 415 and the like mean the bff called the api wrongly; 5xx mean the api failed. Neither is the person's doing.
      return ErrorCode.INTERNAL_SERVER_ERROR;
  }
}

export interface RestFailure {
  status: number;
  /** The envelope's message, passed on unchanged. */
  message: string;
  /** Seconds from a Retry-After header, when the api sent one. */
  retryAfterSeconds?: number | undefined;
}

/** Turns a failed REST answer into the GraphQL error the browser gets, with the api's message unchanged. */
export function restErrorToGraphQLError({ status, message, retryAfterSeconds }: RestFailure): GraphQLError {
  const code = codeForStatus(status);
  const extensions: Record<string, unknown> = { code };
  if (code === ErrorCode.TOO_MANY_REQUESTS) {
    // Kept as data, not as the GraphQL response's HTTP status, so the client still reads the message.
    extensions.status = status;
    if (retryAfterSeconds !== undefined) extensions.retryAfterSeconds = retryAfterSeconds;
  }
  if (code === ErrorCode.INTERNAL_SERVER_ERROR) extensions.upstreamStatus = status;
  return new GraphQLError(message, { extensions });
}

/** NOT_FOUND in the api's words, for an id refused before asking the api: it could not name anything. */
export function notFoundError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

/** The api's 404, as restErrorToGraphQLError turns it into a GraphQL error. */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === ErrorCode.NOT_FOUND;
}

/** The api could not be reached or gave an answer that is not its envelope. */
export function upstreamUnavailableError(reason: string, cause?: unknown): GraphQLError {
  return new GraphQLError(`The wallet api is unavailable: ${reason}`, {
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** graphql-js appends `Did you mean "…"?` to validation and variable errors; that names hidden parts of the schema. */
const SUGGESTION = / ?Did you mean .+\?$/;

/** Codes whose message is written for people and safe to show in production. */
const CLIENT_ERROR_CODES = new Set<string>([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.TOO_MANY_REQUESTS,
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  LIMIT_EXCEEDED_CODE,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.BAD_REQUEST,
]);

/**
 * Apollo's formatError: in production, internal errors (bugs, api failures, unreachable api and its URL) lose their
 * message and details, and no message suggests field names. Elsewhere errors pass as they are, to help debugging.
 * In both, a limit's refusal carries LIMIT_EXCEEDED_CODE.
 */
export function createFormatError(production: boolean) {
  return (original: GraphQLFormattedError): GraphQLFormattedError => {
    const formatted = withLimitCode(original);
    if (!production) return formatted;
    const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : undefined;
    if (code === undefined || !CLIENT_ERROR_CODES.has(code)) {
      return {
        message: INTERNAL_ERROR_MESSAGE,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      };
    }
    return { ...formatted, message: formatted.message.replace(SUGGESTION, '') };
  };
}
