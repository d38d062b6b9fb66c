// The bff's guards (DESIGN.md §4): validation, depth/alias/cost limits before any REST call, CSRF, no batching, production hardening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@wallet/api/db/schema';
import type { TestStack } from './test/stack';
import { firstError, postGraphql, startTestStack } from './test/stack';
import { graphql } from './__generated__/test-documents';

/** Introspection's type references nest as deep as a client likes: `levels` ofType below the field's type. */
function typeChain(levels: number): string {
  return levels === 0 ? 'name' : `name ofType { ${typeChain(levels - 1)} }`;
}

/** __type (1) → fields (2) → type (3) → ofType (4…) → name: the deepest field is at depth 4 + ofTypeLevels. */
function deepDocument(ofTypeLevels: number): string {
  return `{ publicStats { id } __type(name: "Query") { fields { type { ${typeChain(ofTypeLevels)} } } } }`;
}

function aliasedDocument(aliases: number): string {
  return `{ ${Array.from({ length: aliases }, (_, index) => `a${index}: publicStats { id }`).join(' ')} }`;
}

/** Thirty copies of a depth-8 introspection selection: cost ≈ 5,180 units, within the depth, alias and token limits. */
const COSTLY_DOCUMENT = `{ ${Array(30)
  .fill(
    `__type(name: "Query") { name kind description fields { name description type { ${'name kind description ofType { '.repeat(4)}name${' }'.repeat(4)} } } }`,
  )
  .join(' ')} }`;

const SUBMIT_CONTACT = graphql(`
  mutation SecurityTestSubmitContact {
    submitContact(
      input: { firstName: "Eve", lastName: "Forge", email: "eve@example.com", subject: "Hi", message: "CSRF" }
    ) {
      message
    }
  }
`);

describe('in development', () => {
  let stack: TestStack;
  let restCallsBefore = 0;

  beforeAll(async () => {
    stack = await startTestStack({ spy: {}, bff: { production: false } });
  });

  afterAll(async () => {
    await stack.close();
  });

  const restCallsSince = () => stack.spy!.requests.length - restCallsBefore;
  const markRestCalls = () => {
    restCallsBefore = stack.spy!.requests.length;
  };

  it('when a document asks for a field that does not exist, then it fails validation and the api is not called', async () => {
    markRestCalls();

    const answer = await postGraphql(stack.bff.url, { query: '{ publicStats { id } publicStat { id } }' });

    expect(answer.status).toBe(400);
    expect(firstError(answer).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(firstError(answer).message).toBe(
      'Cannot query field "publicStat" on type "Query". Did you mean "publicStats"?',
    );
    expect(restCallsSince()).toBe(0);
  });

  it('when a document is 8 levels deep, then it runs', async () => {
    markRestCalls();

    const answer = await postGraphql(stack.bff.url, { query: deepDocument(4) });

    expect(answer.body.errors).toBeUndefined();
    expect(restCallsSince()).toBe(1);
  });

  it('when a document is deeper than 8 levels, then it is refused before any REST call', async () => {
    markRestCalls();

    const answer = await postGraphql(stack.bff.url, { query: deepDocument(6) });

    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer).code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    expect(firstError(answer).message).toContain('Query depth limit of 8 exceeded, found 10');
    expect(restCallsSince()).toBe(0);
  });

  it('when fragments nest inside fragments, then only the fields count toward the depth', async () => {
    // Four fields deep, behind eight fragment spreads: 12 levels if spreads counted.
    const spreads = Array.from(
      { length: 6 },
      (_, level) => `fragment F${level} on User { ...F${level + 1} }`,
    ).join(' ');
    const query = `query { me { ...F0 } } ${spreads}
      fragment F6 on User { wallet { ...W } }
      fragment W on Wallet { limits { ...L } }
      fragment L on WalletLimits { dailyAmount }`;

    const answer = await postGraphql(stack.bff.url, { query });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ me: null });
  });

  it('when a document has 15 aliases, then it runs', async () => {
    const answer = await postGraphql(stack.bff.url, { query: aliasedDocument(15) });

    expect(answer.body.errors).toBeUndefined();
  });

  it('when a document has more than 15 aliases, then it is refused before any REST call', async () => {
    markRestCalls();

    const answer = await postGraphql(stack.bff.url, { query: aliasedDocument(16) });

    expect(answer.status).toBe(400);
    expect(firstError(answer).code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    expect(firstError(answer).message).toContain('Aliases limit of 15 exceeded, found 16');
    expect(restCallsSince()).toBe(0);
  });

  it('when a document costs more than the limit, then it is refused', async () => {
    const answer = await postGraphql(stack.bff.url, { query: COSTLY_DOCUMENT });

    expect(answer.status).toBe(400);
    expect(firstError(answer).message).toMatch(/Query Cost limit of 5000 exceeded/);
    expect(firstError(answer).code).toBe('GRAPHQL_LIMIT_EXCEEDED');
  });

  it('when a GET query comes without a preflight header, then CSRF prevention refuses it before any REST call', async () => {
    markRestCalls();

    const response = await fetch(
      `${stack.bff.url}/graphql?query=${encodeURIComponent('{ publicStats { id } }')}`,
    );
    const body = (await response.json()) as { errors: Array<{ message: string }> };

    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toMatch(
      /^This operation has been blocked as a potential Cross-Site Request Forgery/,
    );
    expect(restCallsSince()).toBe(0);
  });

  it('when the same GET query carries the preflight header, then it runs', async () => {
    const response = await fetch(
      `${stack.bff.url}/graphql?query=${encodeURIComponent('{ publicStats { id } }')}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { publicStats: { id: 'public' } } });
  });

  it('when a mutation is POSTed as text/plain (a form a hostile page could send), then it is refused and nothing is stored', async () => {
    markRestCalls();

    const response = await fetch(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: SUBMIT_CONTACT }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string }> };

    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(restCallsSince()).toBe(0);
    expect(await stack.api.db.select().from(contactMessages)).toEqual([]);
  });

  it('when operations come batched in one request, then the request is refused before any REST call', async () => {
    markRestCalls();

    const answer = await postGraphql(stack.bff.url, [
      { query: '{ publicStats { id } }' },
      { query: '{ publicStats { id } }' },
    ]);

    expect(answer.status).toBe(400);
    expect(firstError(answer)).toEqual({ code: 'BAD_REQUEST', message: 'Operation batching disabled.' });
    expect(restCallsSince()).toBe(0);
  });

  it('when a persisted query is sent, then it is refused: persisted queries are off', async () => {
    const answer = await postGraphql(stack.bff.url, {
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    } as never);

    expect(firstError(answer).code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });

  it('when the schema is introspected, then it answers', async () => {
    const answer = await postGraphql(stack.bff.url, { query: '{ __schema { queryType { name } } }' });

    expect(answer.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('when a browser opens /graphql, then the Sandbox page comes with a CSP relaxed for that page only', async () => {
    const sandbox = await fetch(`${stack.bff.url}/graphql`, { headers: { accept: 'text/html' } });
    const health = await fetch(`${stack.bff.url}/healthz`);

    expect(sandbox.status).toBe(200);
    expect(await sandbox.text()).toContain('embeddable-sandbox.cdn.apollographql.com');
    expect(sandbox.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('when anything is answered, then the security headers are there, without HSTS outside production', async () => {
    const response = await fetch(`${stack.bff.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';

    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('in production', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ bff: { production: true } });
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when the schema is introspected, then it is refused', async () => {
    const answer = await postGraphql(stack.bff.url, { query: '{ __schema { types { name } } }' });

    expect(answer.status).toBe(400);
    expect(firstError(answer).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.data).toBeUndefined();
  });

  it('when a field name is mistyped, then the error suggests no field names', async () => {
    const answer = await postGraphql(stack.bff.url, { query: '{ publicStat { id } }' });

    expect(firstError(answer)).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: 'Cannot query field "publicStat" on type "Query".',
    });
  });

  it('when an input field name is mistyped in variables, then the error suggests no field names either', async () => {
    const answer = await postGraphql(stack.bff.url, {
      query: 'mutation M($input: ContactInput!) { submitContact(input: $input) { message } }',
      variables: {
        input: { firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 'S', message: 'M', compan: 'typo' },
      },
    });

    expect(firstError(answer).code).toBe('BAD_USER_INPUT');
    expect(firstError(answer).message).not.toMatch(/Did you mean/);
    expect(firstError(answer).message).toContain('Field "compan" is not defined by type "ContactInput".');
  });

  it('when a browser opens /graphql, then there is no Sandbox page', async () => {
    const response = await fetch(`${stack.bff.url}/graphql`, { headers: { accept: 'text/html' } });

    expect(await response.text()).not.toContain('apollographql.com');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('when anything is answered, then HSTS is on', async () => {
    const response = await fetch(`${stack.bff.url}/healthz`);

    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
