// GraphQL answers compressed on the fly: brotli or gzip as Accept-Encoding allows, small answers left alone.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_COMPRESSION_THRESHOLD_BYTES, GRAPHQL_PATH } from './server';
import { decodedBody, rawRequest } from './test/raw-http';
import type { TestStack } from './test/stack';
import { startTestStack } from './test/stack';

/** Outside production introspection is on: the type list is a large answer anyone may ask for. */
const LARGE_QUERY = '{ __schema { types { name description } } }';
const SMALL_QUERY = '{ __typename }';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.close();
});

function graphql(query: string, acceptEncoding?: string) {
  return rawRequest(`${stack.bff.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    body: JSON.stringify({ query }),
  });
}

describe('GraphQL answers', () => {
  it.each([
    ['absent', undefined, undefined],
    ['br', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['identity', 'identity', undefined],
    ["Chrome's list", 'gzip, deflate, br, zstd', 'br'],
    ['gzip rated above br', 'br;q=0.3, gzip;q=0.9', 'gzip'],
    ['every coding ruled out', 'br;q=0, gzip;q=0', undefined],
  ])(
    'when a large answer is asked for with Accept-Encoding %s (%s), then its Content-Encoding is %s and it varies by Accept-Encoding',
    async (_case, acceptEncoding, expectedCoding) => {
      const answer = await graphql(LARGE_QUERY, acceptEncoding);
      const text = decodedBody(answer);

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expectedCoding);
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(answer.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
      expect(Buffer.byteLength(text)).toBeGreaterThan(GRAPHQL_COMPRESSION_THRESHOLD_BYTES);
      const body = JSON.parse(text) as { data?: { __schema: { types: { name: string }[] } } };
      expect(body.data?.__schema.types.map((type) => type.name)).toContain('Transaction');
    },
  );

  it('when the answer is compressed, then far fewer bytes cross the wire', async () => {
    const plain = await graphql(LARGE_QUERY);
    const brotli = await graphql(LARGE_QUERY, 'br');

    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('when the answer is under the threshold, then it goes out plain even to a browser that takes brotli', async () => {
    const answer = await graphql(SMALL_QUERY, 'br, gzip');

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });
});
