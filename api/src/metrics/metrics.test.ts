// /metrics (docs/operations.md, "Metrics"): off by default, with METRICS=1 on a port of its own and never on the api's
// port; the families a dashboard needs after real money calls, labelled by route pattern, never by a raw URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { addMoney, expectLedgerSound, moneyCall, signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import { agentWithFloat, cashIn } from '../test/cash';
import { withdrawalOf } from '../test/payouts';

async function scrape(url: string | undefined): Promise<string> {
  if (url === undefined) throw new Error('metrics are off');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample line, e.g. sample(text, 'wallet_money_operations_total{kind="send",outcome="ok"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics off (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('when METRICS is unset, then no metrics listener runs and /metrics on the api port is 404', async () => {
    expect(api.metricsUrl).toBeUndefined();
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    expect((await fetch(api.apiUrl('/metrics'))).status).toBe(404);
  });
});

describe('metrics on (METRICS=1)', () => {
  let api: TestApi;
  let sender: Person;
  let receiver: Person;

  beforeAll(async () => {
    // Withdrawals are due at once and stay pending: the harness's processor does not poll.
    api = await startTestApi({ env: { METRICS: '1', METRICS_PORT: '0', PAYOUT_DELAY_S: '0' } });
    sender = await signedInPerson(api, { name: 'Sam Sender' });
    receiver = await signedInPerson(api, { name: 'Rita Receiver' });
    await addMoney(api, sender, 100);
  });

  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  it('when on, then metrics answer on their own loopback port and not on the api port', async () => {
    expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(api.metricsUrl ?? '').port).not.toBe(new URL(api.url).port);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    expect((await fetch(new URL('/other', api.metricsUrl))).status).toBe(404);
  });

  it('when money moves, then money operations are counted by kind and outcome, refusals by their code', async () => {
    const key = randomUUID();
    const body = { receiverId: receiver.user.id, amount: 5 };
    expect((await moneyCall(api, sender, 'POST', '/wallets/send-money', body, key)).status).toBe(201);
    // The same key again: the stored answer, no second movement.
    expect((await moneyCall(api, sender, 'POST', '/wallets/send-money', body, key)).status).toBe(201);
    const refused = await moneyCall(api, sender, 'POST', '/wallets/send-money', {
      receiverId: receiver.user.id,
      amount: 1_000,
    });
    expect(refused.body.data).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const agent = await agentWithFloat(api, 50);
    expect((await cashIn(api, agent, { userId: receiver.user.id, amount: 10 })).status).toBe(201);
    const withdrawal = await withdrawalOf(api, sender, 20);
    expect((await moneyCall(api, sender, 'PATCH', `/transactions/${withdrawal}/cancel`)).status).toBe(200);

    const text = await scrape(api.metricsUrl);

    const money = (kind: string, outcome: string) =>
      sample(text, `wallet_money_operations_total{kind="${kind}",outcome="${outcome}"}`);
    expect(money('send', 'ok')).toBe(1);
    expect(money('send', 'replayed')).toBe(1);
    expect(money('send', 'INSUFFICIENT_BALANCE')).toBe(1);
    // The sender's deposit and the agent's float: add money; the agent's deposit to the receiver: cash in.
    expect(money('add_money', 'ok')).toBe(2);
    expect(money('cash_in', 'ok')).toBe(1);
    expect(money('withdraw', 'ok')).toBe(1);
    expect(money('cancel', 'ok')).toBe(1);
  });

  it('when requests name ids, then requests are labelled by the route pattern, never the raw URL', async () => {
    const unmatched = 'http_requests_total{method="GET",route="(unmatched)",status="404"}';
    const unmatchedBefore = sample(await scrape(api.metricsUrl), unmatched) ?? 0;
    const transactionId = randomUUID();
    expect(
      (await callJson(api, 'GET', `/transactions/${transactionId}`, { cookie: sender.cookie })).status,
    ).toBe(404);
    const strayPath = `/api/v1/no-such-route-${randomUUID()}`;
    expect((await fetch(`${api.url}${strayPath}`)).status).toBe(404);

    const text = await scrape(api.metricsUrl);

    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/v1/transactions/:id",status="404"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total{method="POST",route="/api/v1/wallets/send-money",status="201"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/v1/wallets/send-money",status="201"}',
      ),
    ).toBe(2);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/v1/wallets/send-money",status="201"}',
    );
    expect(sample(text, unmatched)).toBe(unmatchedBefore + 1);
    // No id, e-mail address or stray path in any label.
    expect(text).not.toContain(transactionId);
    expect(text).not.toContain(strayPath);
    expect(text).not.toContain(sender.user.id);
  });

  it('when scraped, then the backlogs, the pool (PostgreSQL only) and the process are there', async () => {
    const person = await signedInPerson(api, { name: 'Walt Withdrawer' });
    await addMoney(api, person, 100);
    await withdrawalOf(api, person, 10);
    await withdrawalOf(api, person, 10);

    const text = await scrape(api.metricsUrl);

    expect(sample(text, 'wallet_payouts_pending{state="due"}')).toBe(2);
    expect(sample(text, 'wallet_payouts_pending{state="waiting"}')).toBe(0);
    expect(sample(text, 'wallet_payouts_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'wallet_receipt_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'wallet_receipt_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    if (api.database.driver === 'postgres') {
      expect(sample(text, 'wallet_db_pool_connections{state="max"}')).toBe(10);
      expect(sample(text, 'wallet_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'wallet_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      // PGlite is one connection in the process: there is no pool to report.
      expect(text).not.toContain('wallet_db_pool_connections{');
    }
  });
});
