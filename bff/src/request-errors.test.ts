// GraphQL errors by their cause (issue 14): a document that does not parse, validate or fit the limits is the client's
// error — 400 with its own code, the request line at warn, nothing at error level — never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlLimits } from './config';
import type { TestStack } from './test/stack';
import { firstError, postGraphql, startTestStack } from './test/stack';

interface LogEntry {
  level: number;
  msg: string;
  status?: number;
  code?: unknown;
}

const WARN = 40;
const ERROR = 50;

function aliasedDocument(aliases: number): string {
  return `{ ${Array.from({ length: aliases }, (_, index) => `a${index}: publicStats { id }`).join(' ')} }`;
}

function deepDocument(levels: number): string {
  return `{ me { ${'wallet { user { '.repeat(levels)}id${' } }'.repeat(levels)} } }`;
}

describe('request errors in production', () => {
  let stack: TestStack;
  const logs: LogEntry[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      bff: {
        production: true,
        log: {
          level: 'info',
          destination: { write: (line: string) => logs.push(JSON.parse(line) as LogEntry) },
        },
      },
    });
  });

  afterAll(async () => {
    await stack.close();
  });

  /** The log entries written while `act` ran. */
  async function logged<T>(act: () => Promise<T>): Promise<{ result: T; entries: LogEntry[] }> {
    const start = logs.length;
    const result = await act();
    return { result, entries: logs.slice(start) };
  }

  it('when the document does not parse, then it is a 400 GRAPHQL_PARSE_FAILED logged at warn, nothing at error', async () => {
    const { result: answer, entries } = await logged(() => postGraphql(stack.bff.url, { query: '{' }));

    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer)).toEqual({
      code: 'GRAPHQL_PARSE_FAILED',
      message: expect.stringMatching(/^Syntax Error: Expected Name, found <EOF>\./) as unknown,
    });
    expect(entries.filter((entry) => entry.level >= ERROR)).toEqual([]);
    expect(entries.find((entry) => entry.status === 400)?.level).toBe(WARN);
  });

  it('when the document has 1,000 aliases, then the token limit refuses it: 400 GRAPHQL_LIMIT_EXCEEDED, nothing at error', async () => {
    const { result: answer, entries } = await logged(() =>
      postGraphql(stack.bff.url, { query: aliasedDocument(1000) }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'tokens' });
    expect(firstError(answer).message).toBe(`Token limit of ${graphqlLimits.tokensMax} exceeded.`);
    expect(entries.filter((entry) => entry.level >= ERROR)).toEqual([]);
    expect(entries.find((entry) => entry.status === 400)?.level).toBe(WARN);
  });

  it('when the document has too many aliases but few tokens, then the alias limit refuses it by name', async () => {
    const answer = await postGraphql(stack.bff.url, { query: aliasedDocument(graphqlLimits.aliasesMax + 1) });

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'aliases' });
    expect(firstError(answer).message).toBe('Aliases limit of 15 exceeded, found 16.');
  });

  it('when the document is too deep, then the depth limit refuses it by name', async () => {
    const answer = await postGraphql(stack.bff.url, { query: deepDocument(4) });

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'depth' });
    expect(firstError(answer).message).toBe('Query depth limit of 8 exceeded, found 10.');
  });

  it('when the document asks for a field that does not exist, then it is a 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const { result: answer, entries } = await logged(() =>
      postGraphql(stack.bff.url, { query: '{ nothingHere }' }),
    );

    expect(answer.status).toBe(400);
    expect(firstError(answer)).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: 'Cannot query field "nothingHere" on type "Query".',
    });
    expect(entries.filter((entry) => entry.level >= ERROR)).toEqual([]);
  });

  it('when a client accepts only application/json, then a request error comes in a 200 (GraphQL over HTTP) and is logged at info', async () => {
    const { result: response, entries } = await logged(() =>
      fetch(`${stack.bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: '{' }),
      }),
    );
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };

    expect(response.status).toBe(200);
    expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(entries.filter((entry) => entry.level >= WARN)).toEqual([]);
  });

  it('when the web app (Apollo Client) sends a document that does not parse, then it is a 400', async () => {
    const answer = await postGraphql(
      stack.bff.url,
      { query: '{' },
      { accept: 'application/graphql-response+json,application/json;q=0.9' },
    );

    expect(answer.status).toBe(400);
    expect(firstError(answer).code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
