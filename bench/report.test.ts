import { describe, expect, it } from 'vitest';
import { cpuMsPerOperation, failureLines, moneyTables, ratiosOf, totalCpuMs } from './report';
import type { Phase, PhaseResult } from './report';

function result(phase: Phase, repeat: number, tps: number, p99Ms: number, clients = 16): PhaseResult {
  return {
    phase,
    clients,
    repeat,
    tps,
    p50Ms: p99Ms / 4,
    p99Ms,
    operations: tps * 10,
    failed: 0,
    cpuSeconds: { api: 2, bff: 1, postgres: 4, 'load generator': 0.5, pgbench: 1 },
  };
}

/** Three repeats: tpcb 4000/3000/5000 tps, own 1000, REST 250/300/200, GraphQL 200/150/160. */
const RESULTS: PhaseResult[] = [
  result('tpcb-like', 1, 4000, 10),
  result('own statement', 1, 1000, 20),
  result('REST', 1, 250, 40),
  result('GraphQL', 1, 200, 60),
  result('tpcb-like', 2, 3000, 20),
  result('own statement', 2, 1000, 20),
  result('REST', 2, 300, 30),
  result('GraphQL', 2, 150, 60),
  result('tpcb-like', 3, 5000, 8),
  result('own statement', 3, 1000, 20),
  result('REST', 3, 200, 40),
  result('GraphQL', 3, 160, 60),
  result('REST', 1, 9999, 1, 64),
];

describe('ratiosOf', () => {
  it('when a repeat has every phase, then REST is read against tpcb-like, own statement, GraphQL and p99', () => {
    expect(
      ratiosOf({
        'tpcb-like': RESULTS[0],
        'own statement': RESULTS[1],
        REST: RESULTS[2],
        GraphQL: RESULTS[3],
      }),
    ).toEqual({ restOverTpcb: 0.0625, restOverOwn: 0.25, graphqlOverRest: 0.8, restP99OverTpcbP99: 4 });
  });

  it('when a phase failed, then the ratios that need it are missing', () => {
    expect(ratiosOf({ REST: RESULTS[2] }).restOverTpcb).toBeUndefined();
  });
});

describe('CPU per operation', () => {
  it('when a REST phase did 2,500 requests, then each process is its CPU seconds over them and the total sums them', () => {
    const rest = RESULTS[2];
    if (rest === undefined) throw new Error('no REST result');
    expect(cpuMsPerOperation(rest, 'api')).toBeCloseTo(0.8);
    expect(cpuMsPerOperation(rest, 'postgres')).toBeCloseTo(1.6);
    // api 0.8 + postgres 1.6 + load generator 0.2; the bff and pgbench play no part in a REST phase.
    expect(totalCpuMs(rest)).toBeCloseTo(2.6);
  });

  it('when a process was not measured, then the total is unknown rather than too small', () => {
    const rest = { ...result('REST', 1, 100, 1), cpuSeconds: { api: 1 } };
    expect(totalCpuMs(rest)).toBeUndefined();
  });
});

describe('moneyTables', () => {
  it('when three repeats ran, then each is a row and the last row holds the medians of the repeats', () => {
    const [speed, ratios, cpu] = moneyTables(RESULTS, 16);
    expect(speed?.rows.map((row) => row[0])).toEqual(['#1', '#2', '#3', 'median']);
    // tps of tpcb-like, then REST: medians 4000 and 250 (not the 64-client row's 9999).
    expect(speed?.rows[3]?.[1]).toBe('4000');
    expect(speed?.rows[3]?.[7]).toBe('250');
    // REST/tpcb-like per repeat 6.25 %, 10 %, 4 % → median 6.25 %; GraphQL/REST 80 %, 50 %, 80 % → 80 %.
    expect(ratios?.rows.map((row) => row[1])).toEqual(['6.3 %', '10.0 %', '4.0 %', '6.3 %']);
    expect(ratios?.rows[3]?.[3]).toBe('80.0 %');
    expect(cpu?.header).toContain('REST api');
    expect(cpu?.header).toContain('GQL bff');
    expect(cpu?.header).not.toContain('REST bff');
  });
});

describe('failureLines', () => {
  it('when a phase had failures, then one line names it with the first failure', () => {
    const failing = { ...result('REST', 2, 10, 1), failed: 3, firstFailure: '500 oops' };
    expect(failureLines([...RESULTS, failing])).toEqual([
      'REST, 16 clients, repeat 2: 3 failed, first: 500 oops',
    ]);
  });
});
