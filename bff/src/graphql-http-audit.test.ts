// The GraphQL over HTTP conformance audit (graphql-http's serverAudits) against the bff with the real api behind it.
// In production every audit passes except those listed below, each for a deliberate reason; in development (where
// introspection is on) the introspection ones pass too, which shows that introspection is all they lack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import type { TestStack } from './test/stack';
import { startTestStack } from './test/stack';

interface Exception {
  /** Production refuses introspection (DESIGN.md §4); these audits query __type. */
  introspection: boolean;
  /**
   * Apollo's CSRF prevention (DESIGN.md §4): a GET without a Content-Type or the apollo-require-preflight header is
   * refused, so a page on another site cannot run a query with the person's cookies. The web app only POSTs.
   */
  csrf: boolean;
  reason: string;
}

/** Audits that fail by design, by id. */
const EXCEPTIONS: Record<string, Exception> = {
  BF61: { introspection: true, csrf: false, reason: 'its utf-8 document is an introspection query (__type)' },
  '28B9': {
    introspection: true,
    csrf: false,
    reason: 'its {variables} map feeds an introspection query (__type)',
  },
  '2EA1': {
    introspection: true,
    csrf: false,
    reason: 'its {variables} map feeds an introspection query (__type)',
  },
  D6D5: {
    introspection: true,
    csrf: true,
    reason: 'a GET without preflight header, of an introspection query',
  },
  '6A70': {
    introspection: true,
    csrf: true,
    reason: 'a GET without preflight header, of an introspection query',
  },
  '5A70': { introspection: false, csrf: true, reason: 'a GET without preflight header (MAY level)' },
};

function auditsAgainst(production: boolean): void {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ bff: { production } });
  });

  afterAll(async () => {
    await stack.close();
  });

  const audits = serverAudits({ url: () => `${stack.bff.url}/graphql` });

  it('lists only exceptions that exist among the audits', () => {
    const ids = new Set(audits.map((audit) => audit.id));

    expect(Object.keys(EXCEPTIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const audit of audits) {
    const exception = EXCEPTIONS[audit.id];
    const expectedToFail =
      exception !== undefined && (exception.csrf || (production && exception.introspection));
    const title = `${audit.id} ${audit.name}${expectedToFail ? ` — fails by design: ${exception.reason}` : ''}`;

    it(title, async () => {
      const result = await audit.fn();

      if (expectedToFail) {
        expect(result.status, 'an exception that now passes: take it off the list').not.toBe('ok');
      } else {
        expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
      }
    });
  }
}

describe('graphql-http server audits on the production bff', () => {
  auditsAgainst(true);
});

describe('graphql-http server audits on the development bff (introspection on)', () => {
  auditsAgainst(false);
});
