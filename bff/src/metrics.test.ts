// The bff's /metrics (docs/operations.md, "Metrics"): off by default; with METRICS=1 on a loopback port of its own,
// never on the bff's port; requests by route pattern and GraphQL operations by type and outcome.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '@wallet/api/test/harness';
import { startTestApi } from '@wallet/api/test/harness';
import type { RunningBff } from './server';
import { startBff } from './server';
import { postGraphql, startLoneBff } from './test/stack';

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('bff metrics off (the default)', () => {
  it('when METRICS is unset, then no metrics listener runs and /metrics on the bff port is 404', async () => {
    const bff = await startLoneBff({ apiUrl: 'http://127.0.0.1:1' });
    try {
      expect(bff.metricsUrl).toBeUndefined();
      expect((await fetch(`${bff.url}/metrics`)).status).toBe(404);
    } finally {
      await bff.close();
    }
  });
});

describe('bff metrics on (METRICS=1)', () => {
  let api: TestApi;
  let bff: RunningBff;

  beforeAll(async () => {
    api = await startTestApi();
    bff = await startBff({
      env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', METRICS: '1', METRICS_PORT: '0' },
      port: 0,
      apiUrl: api.url,
    });
  });

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('when on, then metrics answer on their own loopback port, in Prometheus text, and not on the bff port', async () => {
    expect(bff.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(`${bff.url}/metrics`)).status).toBe(404);
    const response = await fetch(bff.metricsUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('when operations run, then they are counted by type and outcome and requests by route pattern', async () => {
    const query = await postGraphql(bff.url, { query: '{ withdrawalPolicy { payoutDelaySeconds } }' });
    expect(query.status).toBe(200);
    const refused = await postGraphql(bff.url, {
      query: 'mutation($input: LoginInput!) { login(input: $input) { message } }',
      variables: { input: { email: `nobody-${randomUUID()}@wallet.example`, password: 'Wrong#pass1' } },
    });
    const refusedCode = refused.body.errors?.[0]?.extensions?.code;
    expect(typeof refusedCode).toBe('string');
    expect((await postGraphql(bff.url, { query: '{ noSuchField }' })).status).toBe(400);
    const strayPath = `/no-such-page-${randomUUID()}`;
    expect((await fetch(`${bff.url}${strayPath}`)).status).toBe(404);

    const text = await (await fetch(bff.metricsUrl ?? '')).text();

    expect(sample(text, 'graphql_operations_total{type="query",outcome="ok"}')).toBe(1);
    expect(sample(text, `graphql_operations_total{type="mutation",outcome="${String(refusedCode)}"}`)).toBe(
      1,
    );
    expect(sample(text, 'graphql_operations_total{type="invalid",outcome="GRAPHQL_VALIDATION_FAILED"}')).toBe(
      1,
    );
    expect(sample(text, 'http_requests_total{method="POST",route="/graphql",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="POST",route="/graphql",status="400"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}'),
    ).toBe(2);
    // The stray path and the earlier GET /metrics on the bff's port: both 404s no route took.
    expect(sample(text, 'http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBe(2);
    expect(text).not.toContain(strayPath);
  });
});
