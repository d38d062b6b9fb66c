// Streaming a statement: a whole one ends with its closing line; when the database fails half-way, the client's
// download fails too instead of ending early as if the file were whole.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, expectLedgerSound, signedInPerson } from '../test/money';
import type { Person } from '../test/money';
import { createLogger } from '../logger';
import { requestLogging } from '../http/request-logging';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { openStatement } from './statement';
import type { Statement, StatementRow } from './statement';
import { sendStatementCsv } from './statement-download';
import { parseStatementQuery } from './statement-query';

let api: TestApi;
let server: ReturnType<express.Express['listen']>;
let baseUrl: string;
/** What the next download serves, set by each test. */
let serve: () => Promise<Statement>;

beforeAll(async () => {
  api = await startTestApi();
  const app = express();
  app.use(requestLogging(createLogger({ logLevel: 'silent' })));
  app.get('/statement.csv', async (request, response) => {
    await sendStatementCsv(request, response, await serve());
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await expectLedgerSound(api);
  await api.close();
});

/** A statement of the person's wallet read one posting per page, so each line costs the database a query. */
const statementOf = (person: Person) =>
  openStatement(api.db, person.user.id, parseStatementQuery({}), { timeZone: 'UTC', pageSize: 1 });

describe('sendStatementCsv', () => {
  it('when every page is read, then the download is whole and ends with the closing balance', async () => {
    const wendy = await signedInPerson(api, { name: 'Wendy Whole' });
    for (const amount of [1, 2, 3]) await addMoney(api, wendy, amount);
    serve = () => statementOf(wendy);

    const response = await fetch(`${baseUrl}/statement.csv`);
    const lines = (await response.text()).trimEnd().split('\n');

    expect(response.status).toBe(200);
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toMatch(/,Closing balance,,,,,,6\.00$/);
  });

  it('when the database fails after the first lines went out, then the connection is cut and the client gets no whole file', async () => {
    const cora = await signedInPerson(api, { name: 'Cora Cut' });
    for (const amount of [1, 2, 3, 4]) await addMoney(api, cora, amount);
    let headersArrived: () => void = () => undefined;
    const clientHasHeaders = new Promise<void>((resolve) => (headersArrived = resolve));
    serve = async () => {
      const statement = await statementOf(cora);
      return { ...statement, rows: failingAfterTwoRows(statement.rows, clientHasHeaders) };
    };

    try {
      const response = await fetch(`${baseUrl}/statement.csv`);
      headersArrived();
      // The status and the first rows were sent before the failure; only the end of the body is missing.
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
    } finally {
      await api.db.execute(sql`alter table postings_gone rename to postings`);
    }
  });
});

/**
 * Passes the opening row and the first line on, then, once the client has the headers, takes the postings away so
 * the next page read fails.
 */
async function* failingAfterTwoRows(
  rows: AsyncIterable<StatementRow>,
  clientHasHeaders: Promise<void>,
): AsyncGenerator<StatementRow> {
  let count = 0;
  for await (const row of rows) {
    yield row;
    count += 1;
    if (count === 2) {
      await clientHasHeaders;
      await api.db.execute(sql`alter table postings rename to postings_gone`);
    }
  }
}
