// On PostgreSQL, with several connections: while one ledger check holds the check's advisory lock (another api
// instance's, say), an admin's run is refused with 409 and a scheduled run is skipped; once it is free, both run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { signedInPerson } from '../test/money';
import { runLedgerCheck } from './ledger-checks';
import { LEDGER_CHECK_BUSY_MESSAGE } from './ledger.routes';

let api: TestApi;
let admin: Person;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInPerson(api, { role: 'admin' });
});

afterAll(async () => {
  await api.close();
});

describe('one ledger check at a time', () => {
  it('when another connection holds the check, then an admin gets 409 and the schedule skips; after, both run', async () => {
    const other = new pg.Client({ connectionString: api.config.databaseUrl });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('wallet.ledger_check'))`);
      const refused = await callJson(api, 'POST', '/ledger/checks', { cookie: admin.cookie });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(LEDGER_CHECK_BUSY_MESSAGE);
      expect(await runLedgerCheck(api.db, { skipIfCheckedWithinMs: 1000 })).toEqual({
        ran: false,
        reason: 'busy',
      });
      await other.query(`select pg_advisory_unlock(hashtext('wallet.ledger_check'))`);
      const ran = await callJson(api, 'POST', '/ledger/checks', { cookie: admin.cookie });
      expect(ran.status).toBe(201);
      expect(await runLedgerCheck(api.db)).toEqual({
        ran: true,
        check: expect.objectContaining({ ok: true }) as unknown,
      });
    } finally {
      await other.end();
    }
  });

  it('when ten checks are asked at once, then they never overlap: each ran alone or was refused as busy', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => runLedgerCheck(api.db)));
    const ran = outcomes.filter((outcome) => outcome.ran);
    expect(ran.length).toBeGreaterThan(0);
    for (const outcome of outcomes) if (!outcome.ran) expect(outcome.reason).toBe('busy');
  });
});
