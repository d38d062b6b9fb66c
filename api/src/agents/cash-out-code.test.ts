// POST /wallets/cash-out-code: a user's 6-digit code for up to an amount, valid 10 minutes, kept only as an HMAC;
// a new code replaces the old one; only users ask for one.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_OUT_CODE_TTL_SECONDS, agentMessages } from '@wallet/common/agents';
import { authMessages } from '@wallet/common/auth';
import { walletMessages } from '@wallet/common/wallet';
import { rowsOf } from '../ledger/sql-rows';
import { expectLedgerSound, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { codeRowsOf, requestCode, userWith } from '../test/cash';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

interface CodeData {
  code: string;
  amount: number;
  expiresAt: string;
}

describe('POST /wallets/cash-out-code', () => {
  it('when a user asks for a code for up to 50.00, then 201 gives 6 digits, the amount and an expiry 10 minutes on', async () => {
    const user = await userWith(api, 0);
    const before = Date.now();

    const answer = await requestCode(api, user, { amount: 50 });

    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(agentMessages.codeCreated);
    expect(answer.body.message).toBe('Cash-out code created');
    const data = answer.body.data as CodeData;
    expect(Object.keys(data).sort()).toEqual(['amount', 'code', 'expiresAt']);
    expect(data.code).toMatch(/^\d{6}$/);
    expect(data.amount).toBe(50);
    const [row] = await codeRowsOf(api, user.user.id);
    expect(new Date(data.expiresAt).getTime()).toBe(row?.expiresAt.getTime());
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(
      CASH_OUT_CODE_TTL_SECONDS * 1000,
    );
    // The database's clock and this process's may differ a little; the expiry is about 10 minutes from now.
    expect(Math.abs(new Date(data.expiresAt).getTime() - (before + 600_000))).toBeLessThan(60_000);
    expect(row).toMatchObject({ maxAmountCents: 5000, attempts: 0, consumedAt: null, voidedAt: null });
  });

  it('when the code is stored, then only its HMAC is kept: no column of the row holds the digits', async () => {
    const user = await userWith(api, 0);
    const { code } = (await requestCode(api, user, { amount: 10 })).body.data as CodeData;

    const [row] = await codeRowsOf(api, user.user.id);

    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const everyColumn = JSON.stringify(
      await rowsOf(api.db, sql`select * from cash_out_codes where user_id = ${user.user.id}`),
    );
    expect(everyColumn).not.toContain(code);
  });

  it('when codes are made one after another, then the codes differ (from a CSPRNG, not a counter)', async () => {
    const user = await userWith(api, 0);
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      codes.add(((await requestCode(api, user, { amount: 10 })).body.data as CodeData).code);
    }
    // Five equal draws from a million happen once in 10^24 runs.
    expect(codes.size).toBeGreaterThan(1);
  });

  it('when a user asks again, then the new code replaces the old one: one live code, the older voided', async () => {
    const user = await userWith(api, 0);
    await requestCode(api, user, { amount: 10 });

    await requestCode(api, user, { amount: 20 });

    const rows = await codeRowsOf(api, user.user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.voidedAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ maxAmountCents: 2000, voidedAt: null, consumedAt: null });
  });

  it('when the same Idempotency-Key is sent again, then the same code comes back and no second code is made', async () => {
    const user = await userWith(api, 0);
    const key = randomUUID();
    const first = await requestCode(api, user, { amount: 10 }, key);

    const again = await requestCode(api, user, { amount: 10 }, key);

    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await codeRowsOf(api, user.user.id)).toHaveLength(1);
  });

  it.each([
    ['missing', undefined, walletMessages.amountInvalid],
    ['zero', 0, walletMessages.amountInvalid],
    ['negative', -1, walletMessages.amountInvalid],
    ['a string', '10', walletMessages.amountInvalid],
    ['more than two decimals', 1.234, walletMessages.amountDecimals],
    ['above the maximum', 1_000_000.01, walletMessages.amountTooLarge],
  ])('when the amount is %s (%s), then 400 "%s" and no code is made', async (_case, amount, message) => {
    const user = await userWith(api, 0);
    const answer = await requestCode(api, user, { amount });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await codeRowsOf(api, user.user.id)).toEqual([]);
  });

  it("when the user's wallet is blocked, then 403 and no code is made", async () => {
    const user = await userWith(api, 0);
    await api.db.execute(sql`update wallets set is_blocked = true where id = ${user.walletId}`);
    const answer = await requestCode(api, user, { amount: 10 });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(walletMessages.walletBlocked);
    expect(await codeRowsOf(api, user.user.id)).toEqual([]);
  });

  it('when an agent or an admin asks, then 403; signed out, 401', async () => {
    for (const role of ['agent', 'admin'] as const) {
      const person = await signedInPerson(api, { role });
      const answer = await requestCode(api, person, { amount: 10 });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(authMessages.forbidden);
      expect(await codeRowsOf(api, person.user.id)).toEqual([]);
    }
    const signedOut = await callJson(api, 'POST', '/wallets/cash-out-code', { body: { amount: 10 } });
    expect(signedOut.status).toBe(401);
  });
});
