// The journals' totals read through the daily roll-up (journal-totals.ts): for every kind and status filter they
// equal the totals counted from every journal, before and after a roll-up and with journals written since, in a time
// zone half an hour off UTC; GET /transactions' summary and GET /stats/public show them; and GET /transactions'
// deep pages, started on the day the roll-up places them, are the pages of the newest-first order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTransactionPageJson } from '@wallet/common/admin-json';
import { centsToDollars } from '@wallet/common/money';
import { journals } from '../db/schema';
import { rollUpJournals } from '../stats/journal-rollup';
import { callJson, createAccount, signIn } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { NewJournal } from '../test/journals';
import { insertJournal, walletIdOf } from '../test/journals';
import type { JournalTotals, JournalTotalsFilter } from './journal-totals';
import { findJournalPageStart, readJournalTotals, rolledUpTo } from './journal-totals';
import { rowsOf } from './sql-rows';

/**
 * India: five and a half hours ahead of UTC, so its days do not start on a UTC hour. The api names it as Intl
 * does (Asia/Calcutta), so the roll-up is made and read in the api's own name of it, as its job does.
 */
const TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;
const KINDS = journals.kind.enumValues;
const STATUSES = journals.status.enumValues;

/** Every filter the admin list can ask for: none, each kind, each status and each pair. */
const FILTERS: JournalTotalsFilter[] = [
  {},
  ...KINDS.map((kind) => ({ kind })),
  ...STATUSES.map((status) => ({ status })),
  ...KINDS.flatMap((kind) => STATUSES.map((status) => ({ kind, status }))),
];

/** The same totals counted from every journal, one by one. */
async function countedFromEveryJournal(api: TestApi, filter: JournalTotalsFilter): Promise<JournalTotals> {
  const [row] = await rowsOf(
    api.db,
    sql`select count(*)::int as total,
      (count(*) filter (where status = 'completed'))::int as completed,
      (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'failed'))::int as failed,
      (count(*) filter (where status = 'cancelled'))::int as cancelled,
      coalesce(sum(amount_cents) filter (where status = 'completed'), 0)::int as completed_cents
    from ${journals}
    where (${filter.kind ?? null}::text is null or kind = ${filter.kind ?? null})
      and (${filter.status ?? null}::text is null or status = ${filter.status ?? null})`,
  );
  return {
    totalCount: Number(row?.total),
    completedCount: Number(row?.completed),
    pendingCount: Number(row?.pending),
    failedCount: Number(row?.failed),
    cancelledCount: Number(row?.cancelled),
    completedAmountCents: Number(row?.completed_cents),
  };
}

async function expectEveryFilterExact(api: TestApi): Promise<void> {
  for (const filter of FILTERS) {
    expect(
      await readJournalTotals(api.db, api.config.timeZoneLimits, filter),
      JSON.stringify(filter),
    ).toEqual(await countedFromEveryJournal(api, filter));
  }
}

async function rolledUpJournalCount(api: TestApi): Promise<number> {
  const [row] = await rowsOf(
    api.db,
    sql`select coalesce(sum(journal_count), 0)::int as n from journal_daily_totals where time_zone = ${api.config.timeZoneLimits}`,
  );
  return Number(row?.n);
}

describe('the journals’ totals through the daily roll-up', () => {
  let api: TestApi;
  let adminCookie: string;
  let writeJournal: (kind: NewJournal['kind'], status: NewJournal['status'], at: number) => Promise<void>;
  /** Journals written so far, and the completed ones' cents. */
  let written = 0;
  let completedCents = 0;

  beforeAll(async () => {
    api = await startTestApi({ env: { TZ_LIMITS: TIME_ZONE } });
    const admin = await createAccount(api, { role: 'admin' });
    adminCookie = await signIn(api, admin);
    const payer = await createAccount(api, { role: 'user' });
    const payee = await createAccount(api, { role: 'user' });
    const agent = await createAccount(api, { role: 'agent' });
    const [payerWallet, payeeWallet, agentWallet] = [
      await walletIdOf(api.db, payer.id),
      await walletIdOf(api.db, payee.id),
      await walletIdOf(api.db, agent.id),
    ];
    let amountCents = 100;
    writeJournal = async (kind, status, at) => {
      amountCents += 7;
      const parties: Record<NewJournal['kind'], Partial<NewJournal>> = {
        deposit: { toWalletId: payerWallet, initiatedBy: payer.id },
        send: { fromWalletId: payerWallet, toWalletId: payeeWallet, initiatedBy: payer.id },
        withdraw: { fromWalletId: payerWallet, initiatedBy: payer.id, feeCents: 250 },
        cash_in: { fromWalletId: agentWallet, toWalletId: payeeWallet, initiatedBy: agent.id },
        cash_out: { fromWalletId: payeeWallet, toWalletId: agentWallet, initiatedBy: agent.id },
        // Names a journal of its own: only the check constraint looks (postings are none of this test's business).
        reversal: {
          fromWalletId: payeeWallet,
          toWalletId: payerWallet,
          initiatedBy: payer.id,
          reversesJournalId: '00000000-0000-4000-8000-000000000001',
        },
      };
      await insertJournal(api.db, {
        kind,
        status,
        amountCents,
        ...parties[kind],
        createdAt: new Date(at),
      });
      written += 1;
      if (status === 'completed') completedCents += amountCents;
    };
    // Every kind in every settled status on days long past, and each side of a day's first instant.
    const now = Date.now();
    const dayStart = await rowsOf(
      api.db,
      sql`select date_trunc('day', now() - interval '3 days', ${api.config.timeZoneLimits}) as at`,
    );
    const boundary = new Date(String(dayStart[0]?.at)).getTime();
    for (const at of [now - 40 * DAY_MS, boundary - 1, boundary, now - 2 * DAY_MS]) {
      for (const kind of KINDS) {
        for (const status of ['completed', 'failed', 'cancelled'] as const)
          await writeJournal(kind, status, at);
      }
    }
    // A withdrawal pending for half an hour: the roll-up may still take every earlier day.
    await writeJournal('withdraw', 'pending', now - 30 * 60 * 1000);
  });

  afterAll(async () => {
    await api.close();
  });

  it('when nothing is rolled up yet, then the totals are counted from every journal', async () => {
    expect(await rolledUpTo(api.db, api.config.timeZoneLimits)).toBeUndefined();
    await expectEveryFilterExact(api);
    const all = await readJournalTotals(api.db, api.config.timeZoneLimits, {});
    expect(all.totalCount).toBe(written);
    expect(all.completedAmountCents).toBe(completedCents);
    expect(all.pendingCount).toBe(1);
  });

  it('when rolled up and journals are written since, then every filter still gives the exact totals', async () => {
    await rollUpJournals(api.db, api.config.timeZoneLimits);
    expect(await rolledUpTo(api.db, api.config.timeZoneLimits)).toBeDefined();
    expect(await rolledUpJournalCount(api)).toBe(written - 1);
    for (const kind of KINDS) await writeJournal(kind, 'completed', Date.now());
    await writeJournal('send', 'pending', Date.now());
    await expectEveryFilterExact(api);
    const all = await readJournalTotals(api.db, api.config.timeZoneLimits, {});
    expect(all).toMatchObject({ totalCount: written, pendingCount: 2, completedAmountCents: completedCents });
    expect(
      await readJournalTotals(api.db, api.config.timeZoneLimits, { kind: 'cash_in', status: 'failed' }),
    ).toMatchObject({
      totalCount: 4,
      failedCount: 4,
      completedCount: 0,
    });
  });

  it('when an admin lists the transactions, then the summary and the page count are these totals, by kind and status', async () => {
    const summaryOf = async (query: string) => {
      const answer = await callJson(api, 'GET', `/transactions${query}`, { cookie: adminCookie });
      expect(answer.status).toBe(200);
      const page = answer.body.data as AdminTransactionPageJson;
      expect(page.pagination.totalItems).toBe(page.summary.totalCount);
      return page.summary;
    };
    const json = (totals: JournalTotals) => {
      const { completedAmountCents, ...counts } = totals;
      return { ...counts, completedAmount: centsToDollars(completedAmountCents) };
    };
    expect(await summaryOf('')).toEqual(json(await countedFromEveryJournal(api, {})));
    expect((await summaryOf('')).totalCount).toBe(written);
    expect(await summaryOf('?type=send')).toEqual(json(await countedFromEveryJournal(api, { kind: 'send' })));
    // receive is the sends again, from their receivers' side: the same figures.
    expect(await summaryOf('?type=receive')).toEqual(await summaryOf('?type=send'));
    expect(await summaryOf('?status=failed')).toEqual(
      json(await countedFromEveryJournal(api, { status: 'failed' })),
    );
    expect(await summaryOf('?type=withdraw&status=pending')).toMatchObject({
      totalCount: 1,
      pendingCount: 1,
    });
  });

  it('when anyone reads the public figures, then the transactions and the volume are these totals', async () => {
    const answer = await callJson(api, 'GET', '/stats/public', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      totalTransactions: written,
      totalVolume: centsToDollars(completedCents),
    });
  });
});

describe('deep pages of GET /transactions through the daily roll-up', () => {
  const JOURNALS = 1_500;
  const LIMIT = 100;
  let api: TestApi;
  let adminCookie: string;

  /** The ids of the journals the query selects, newest first with ties broken by id, as the list must give them. */
  async function expectedIds(where: ReturnType<typeof sql>): Promise<string[]> {
    const rows = await rowsOf(
      api.db,
      sql`select id from ${journals} where ${where} order by created_at desc, id desc`,
    );
    return rows.map((row) => String(row.id));
  }

  async function pageIds(query: string, page: number): Promise<{ ids: string[]; total: number }> {
    const answer = await callJson(api, 'GET', `/transactions?${query}&page=${page}&limit=${LIMIT}`, {
      cookie: adminCookie,
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as AdminTransactionPageJson;
    return { ids: data.data.map((row) => row._id), total: data.pagination.totalItems };
  }

  beforeAll(async () => {
    api = await startTestApi({ env: { TZ_LIMITS: TIME_ZONE } });
    const admin = await createAccount(api, { role: 'admin' });
    adminCookie = await signIn(api, admin);
    const payer = await createAccount(api, { role: 'user' });
    const payee = await createAccount(api, { role: 'user' });
    const [payerWallet, payeeWallet] = [
      await walletIdOf(api.db, payer.id),
      await walletIdOf(api.db, payee.id),
    ];
    // Over twelve days, two journals at each instant (their ids decide their order): sends, some failed, and
    // deposits.
    await api.db.execute(sql`insert into ${journals}
      (kind, status, amount_cents, from_wallet_id, to_wallet_id, initiated_by, created_at)
      select case when g % 3 = 0 then 'deposit' else 'send' end,
        case when g % 7 = 0 then 'failed' else 'completed' end,
        100 + g,
        case when g % 3 = 0 then null else ${payerWallet}::uuid end,
        ${payeeWallet}::uuid,
        ${payer.id}::uuid,
        now() - interval '2 days' - (g % 12) * interval '1 day' - (g / 2) * interval '37 seconds'
      from generate_series(1, ${JOURNALS}) as g`);
    await rollUpJournals(api.db, api.config.timeZoneLimits);
    // And a few since the roll-up's end.
    for (let index = 0; index < 5; index += 1) {
      await insertJournal(api.db, {
        kind: 'send',
        status: 'completed',
        amountCents: 50,
        fromWalletId: payerWallet,
        toWalletId: payeeWallet,
        createdAt: new Date(),
      });
    }
  });

  afterAll(async () => {
    await api.close();
  });

  it('when a page lies beyond the journals since the roll-up, then it starts on the day the roll-up counts place it', async () => {
    const start = await findJournalPageStart(
      api.db,
      api.config.timeZoneLimits,
      {},
      { offset: 1_200, totalCount: JOURNALS + 5 },
    );
    expect(start).toBeDefined();
    expect(start?.skipped).toBeGreaterThan(5);
    expect(start?.skipped).toBeLessThanOrEqual(1_200);
    expect(
      await findJournalPageStart(
        api.db,
        api.config.timeZoneLimits,
        {},
        { offset: 3, totalCount: JOURNALS + 5 },
      ),
    ).toBeUndefined();
  });

  it('when every page is read, with a kind or a status or neither, then each is the slice of the newest-first order', async () => {
    for (const [query, where] of [
      ['', sql`true`],
      ['type=send', sql`kind = 'send'`],
      ['type=receive', sql`kind = 'send'`],
      ['status=completed', sql`status = 'completed'`],
      ['type=deposit&status=completed', sql`kind = 'deposit' and status = 'completed'`],
    ] as const) {
      const expected = await expectedIds(where);
      expect(expected.length).toBeGreaterThan(LIMIT * 4);
      const pages = Math.ceil(expected.length / LIMIT);
      for (let page = 1; page <= pages; page += 1) {
        const { ids, total } = await pageIds(query, page);
        expect(total, query).toBe(expected.length);
        expect(ids, `${query} page ${page}`).toEqual(expected.slice((page - 1) * LIMIT, page * LIMIT));
      }
      expect((await pageIds(query, pages + 1)).ids).toEqual([]);
    }
  });
});
