// checkLedger: sound after real operations; each planted breach is named.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journals, postings } from '../db/schema';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { checkLedger } from './ledger-check';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { PAYOUT_DELAY_S: '3600' } });
});

afterAll(async () => {
  await expectLedgerSound(api);
  await api.close();
});

async function someHistory() {
  const alice = await signedInPerson(api);
  const bob = await signedInPerson(api);
  await addMoney(api, alice, 100);
  await moneyCall(api, alice, 'POST', '/wallets/send-money', { receiverId: bob.user.id, amount: 30 });
  const withdrawal = await moneyCall(api, bob, 'POST', '/wallets/withdraw', { amount: 10, method: 'card' });
  return {
    alice,
    bob,
    withdrawalId: (withdrawal.body.data as { transaction: { _id: string } }).transaction._id,
  };
}

describe('checkLedger', () => {
  it('when money has moved through the operations, then the figures add up and there is no breach', async () => {
    await someHistory();
    const figures = await checkLedger(api.db);
    expect(figures.breaches).toEqual([]);
    expect(figures.postingTotalCents).toBe(0);
    expect(figures.journalCount).toBeGreaterThanOrEqual(3);
    expect(figures.postingCount).toBeGreaterThanOrEqual(7);
    const platformTotal = Object.values(figures.platformBalancesCents).reduce((sum, cents) => sum + cents, 0);
    expect(figures.walletBalanceTotalCents + platformTotal).toBe(0);
  });

  it('when a wallet balance is changed behind the ledger, then it is reported', async () => {
    const { alice } = await someHistory();
    await api.db.execute(
      sql`update wallets set balance_cents = balance_cents + 1 where id = ${alice.walletId}`,
    );
    try {
      const figures = await checkLedger(api.db);
      expect(figures.breaches).toEqual([
        expect.stringMatching(
          new RegExp(
            `^1 wallet\\(s\\) whose balance is not the sum of their postings: ${alice.walletId} \\(balance 7001, postings 7000\\)$`,
          ),
        ),
      ]);
      expect(figures.breachJournalIds).toEqual([[]]);
    } finally {
      await api.db.execute(
        sql`update wallets set balance_cents = balance_cents - 1 where id = ${alice.walletId}`,
      );
    }
  });

  it("when a fee posting is lost, then the total, the journal's sum and the journal's shape are all reported", async () => {
    const { withdrawalId } = await someHistory();
    const [fee] = await api.db
      .delete(postings)
      .where(sql`${postings.journalId} = ${withdrawalId} and ${postings.amountCents} = 300`)
      .returning();
    if (fee === undefined) throw new Error('no fee posting found');
    try {
      const figures = await checkLedger(api.db);
      expect(figures.breaches).toHaveLength(3);
      expect(figures.breaches[0]).toBe('all postings sum to -300 cents, not zero');
      expect(figures.breaches[1]).toContain(
        `journal(s) whose postings do not sum to zero: ${withdrawalId} (-300)`,
      );
      expect(figures.breaches[2]).toContain(
        `without the postings their kind and status require: ${withdrawalId}`,
      );
      // The journals each breach names, for the admin Ledger page: none for the total, the withdrawal for the others.
      expect(figures.breachJournalIds).toEqual([[], [withdrawalId], [withdrawalId]]);
    } finally {
      await api.db.insert(postings).values(fee);
    }
  });

  it('when a completed journal has no postings, or a pending withdrawal is marked settled without them, then it is reported', async () => {
    const { alice, withdrawalId } = await someHistory();
    const [empty] = await api.db
      .insert(journals)
      .values({
        kind: 'deposit',
        status: 'completed',
        amountCents: 100,
        initiatedBy: alice.user.id,
        toWalletId: alice.walletId,
      })
      .returning({ id: journals.id });
    await api.db.update(journals).set({ status: 'completed' }).where(eq(journals.id, withdrawalId));
    try {
      const breaches = (await checkLedger(api.db)).breaches;
      expect(breaches).toHaveLength(1);
      expect(breaches[0]).toMatch(/^2 journal\(s\) without the postings their kind and status require: /);
      expect(breaches[0]).toContain(`${empty?.id} (deposit, completed)`);
      expect(breaches[0]).toContain(`${withdrawalId} (withdraw, completed)`);
    } finally {
      await api.db.update(journals).set({ status: 'pending' }).where(eq(journals.id, withdrawalId));
      if (empty !== undefined) await api.db.delete(journals).where(eq(journals.id, empty.id));
    }
  });

  it("when a cash in's or cash out's commission differs from its commission postings, then it is reported", async () => {
    const agent = await signedInPerson(api, { role: 'agent' });
    const user = await signedInPerson(api);
    await addMoney(api, agent, 200);
    const cashIn = await moneyCall(api, agent, 'POST', '/wallets/add-money', {
      userId: user.user.id,
      amount: 100,
    });
    const code = await moneyCall(api, user, 'POST', '/wallets/cash-out-code', { amount: 50 });
    const cashOut = await moneyCall(api, agent, 'POST', '/wallets/cash-out', {
      userId: user.user.id,
      amount: 50,
      code: (code.body.data as { code: string }).code,
    });
    const ids = [cashIn, cashOut].map(
      (answer) => (answer.body.data as { transaction: { _id: string } }).transaction._id,
    );
    expect((await checkLedger(api.db)).breaches).toEqual([]);
    // Balanced postings and balances that match them: only the journal's own commission is off by a cent.
    const planted = sql`id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
    await api.db.execute(sql`update journals set commission_cents = commission_cents + 1 where ${planted}`);
    try {
      const breaches = (await checkLedger(api.db)).breaches;
      expect(breaches).toHaveLength(1);
      expect(breaches[0]).toMatch(/^2 journal\(s\) without the postings their kind and status require: /);
      expect(breaches[0]).toContain(`${ids[0]} (cash_in, completed)`);
      expect(breaches[0]).toContain(`${ids[1]} (cash_out, completed)`);
    } finally {
      await api.db.execute(sql`update journals set commission_cents = commission_cents - 1 where ${planted}`);
    }
  });

  it('when postings name a journal or an account that does not exist (no foreign key refuses them), then they are reported', async () => {
    const journalId = randomUUID();
    const planted = await api.db
      .insert(postings)
      .values([
        { journalId, accountId: randomUUID(), amountCents: 1 },
        { journalId, accountId: randomUUID(), amountCents: -1 },
      ])
      .returning({ id: postings.id });
    try {
      const breaches = (await checkLedger(api.db)).breaches;
      expect(breaches).toHaveLength(1);
      expect(breaches[0]).toMatch(/^2 posting\(s\) without their journal or on an unknown account: /);
      expect(breaches[0]).toContain(`(journal ${journalId}, account `);
    } finally {
      for (const { id } of planted) await api.db.delete(postings).where(eq(postings.id, id));
    }
  });

  it('when a journal names an initiator that does not exist (no foreign key refuses it), then it is reported', async () => {
    const [journal] = await api.db
      .select({ id: journals.id, initiatedBy: journals.initiatedBy })
      .from(journals)
      .limit(1);
    if (journal === undefined) throw new Error('the set-up wrote no journal');
    await api.db.update(journals).set({ initiatedBy: randomUUID() }).where(eq(journals.id, journal.id));
    try {
      const breaches = (await checkLedger(api.db)).breaches;
      expect(breaches).toHaveLength(1);
      expect(breaches[0]).toMatch(/^1 journal\(s\) naming a wallet or an initiator that does not exist: /);
      expect(breaches[0]).toContain(journal.id);
    } finally {
      await api.db
        .update(journals)
        .set({ initiatedBy: journal.initiatedBy })
        .where(eq(journals.id, journal.id));
    }
  });

  it('when the check runs on a sound ledger again, then nothing is left over from the planted breaches', async () => {
    expect((await checkLedger(api.db)).breaches).toEqual([]);
  });
});
