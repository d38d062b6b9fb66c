// Turns Apollo errors into what people read: the server's own message, or the screen's fallback text.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

// Messages with these codes are for developers (or masked), so the screen's fallback reads better.
const codesWithoutUserMessage = new Set([
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_LIMIT_EXCEEDED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The GraphQL errors carried by an Apollo error, whether they came in a 200 or in a non-2xx response. */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (isRecord(body) && Array.isArray(body.errors)) return body.errors as GraphQLFormattedError[];
    } catch {
      // Not JSON (a proxy's HTML page, say): no server message to show.
    }
  }
  return [];
}

function hasUserMessage(error: GraphQLFormattedError): boolean {
  const code = error.extensions?.code;
  return error.message.trim() !== '' && !(typeof code === 'string' && codesWithoutUserMessage.has(code));
}

/** The first message the server meant for people, or `fallback` (offline, timeouts, masked errors). */
export function serverMessage(error: unknown, fallback: string): string {
  return graphQLErrorsOf(error).find(hasUserMessage)?.message ?? fallback;
}

/**
 * Field-level messages the server attached to a BAD_USER_INPUT error, keyed by input field name:
 * either `extensions.fieldErrors: { email: "…" }` or `extensions.field: "email"` with the error's message.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const graphQLError of graphQLErrorsOf(error)) {
    const extensions = graphQLError.extensions ?? {};
    if (isRecord(extensions.fieldErrors)) {
      for (const [field, message] of Object.entries(extensions.fieldErrors)) {
        if (typeof message === 'string') fieldErrors[field] ??= message;
      }
    }
    if (typeof extensions.field === 'string') fieldErrors[extensions.field] ??= graphQLError.message;
  }
  return fieldErrors;
}

/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, …), if any. */
export function serverErrorCode(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
