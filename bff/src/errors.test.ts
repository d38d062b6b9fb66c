// REST failures as GraphQL errors, and what production lets through.
import { describe, expect, it } from 'vitest';
import { createFormatError, INTERNAL_ERROR_MESSAGE, restErrorToGraphQLError } from './errors';

describe('restErrorToGraphQLError', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'BAD_USER_INPUT'],
    [415, 'INTERNAL_SERVER_ERROR'],
    [422, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'INTERNAL_SERVER_ERROR'],
  ])(
    "when the api answers %i, then the code is %s and the message is the api's, unchanged",
    (status, code) => {
      const error = restErrorToGraphQLError({ status, message: 'Insufficient balance. Available: $5.00' });

      expect(error.message).toBe('Insufficient balance. Available: $5.00');
      expect(error.extensions.code).toBe(code);
    },
  );

  it('when the api answers 429, then the status and the wait it asked for are kept', () => {
    const error = restErrorToGraphQLError({
      status: 429,
      message: 'Too many attempts',
      retryAfterSeconds: 30,
    });

    expect(error.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: 30 });
  });
});

describe('createFormatError', () => {
  const internal = {
    message: 'connect ECONNREFUSED 10.0.0.5:4000',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
  const refused = { message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } };

  it('when in production, then internal errors lose their message and details', () => {
    const format = createFormatError(true);

    expect(format(internal)).toEqual({
      message: INTERNAL_ERROR_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(format({ message: 'TypeError: x is undefined' })).toEqual({
      message: INTERNAL_ERROR_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('when in production, then errors meant for people pass unchanged, minus field suggestions', () => {
    const format = createFormatError(true);

    expect(format(refused)).toEqual(refused);
    expect(
      format({
        message: 'Cannot query field "balanc" on type "Wallet". Did you mean "balance"?',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }).message,
    ).toBe('Cannot query field "balanc" on type "Wallet".');
  });

  it('when a limit refused the document, then in both modes the error carries the limit code and says which limit', () => {
    for (const production of [true, false]) {
      const format = createFormatError(production);

      expect(
        format({
          message: 'Query depth limit of 8 exceeded, found 10.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' },
        }),
      ).toEqual({
        message: 'Query depth limit of 8 exceeded, found 10.',
        extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'depth' },
      });
      expect(
        format({
          message: 'Syntax Error: Document contains more that 2000 tokens. Parsing aborted.',
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ).toEqual({
        message: 'Token limit of 2000 exceeded.',
        extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'tokens' },
      });
    }
  });

  it('when not in production, then errors pass as they are', () => {
    expect(createFormatError(false)(internal)).toEqual(internal);
  });
});
