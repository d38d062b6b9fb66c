// Reading the server's message out of Apollo errors, from a 200 with errors or from a non-2xx response.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { serverMessage } from './graphql-errors';

describe('serverMessage', () => {
  it('when GraphQL errors came back, then the first one meant for people is used', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'internal detail', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        { message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } },
      ],
    });
    expect(serverMessage(error, 'Fallback')).toBe('Invalid credentials');
  });

  it('when a non-2xx response carried GraphQL errors, then their message is used', () => {
    const bodyText = JSON.stringify({
      errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    const error = new ServerError('Response not successful: Received status code 429', {
      response: new Response(bodyText, { status: 429 }),
      bodyText,
    });
    expect(serverMessage(error, 'Fallback')).toBe('Too many requests');
  });

  it('when a document was refused for its shape (a 400 of parse, validation or a limit), then the fallback is used', () => {
    for (const code of ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_LIMIT_EXCEEDED']) {
      const bodyText = JSON.stringify({
        errors: [{ message: 'Query depth limit of 8 exceeded, found 10.', extensions: { code } }],
      });
      const error = new ServerError('Response not successful: Received status code 400', {
        response: new Response(bodyText, { status: 400 }),
        bodyText,
      });
      expect(serverMessage(error, 'Fallback')).toBe('Fallback');
    }
  });

  it('when the response was not JSON, then the fallback is used', () => {
    const error = new ServerError('Response not successful: Received status code 502', {
      response: new Response('<html>Bad gateway</html>', { status: 502 }),
      bodyText: '<html>Bad gateway</html>',
    });
    expect(serverMessage(error, 'Fallback')).toBe('Fallback');
  });

  it('when the request never reached the server, then the fallback is used', () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(serverMessage(undefined, 'Fallback')).toBe('Fallback');
  });
});
