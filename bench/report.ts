// The money tables of `npm run bench`: per repeat and as the median, throughput and latency of each phase, the
// ratios the issue reads, and CPU per operation of each process. Pure, so report.test.ts checks the arithmetic.
import { fixed, formatTable, median, percent, ratio } from './figures';

export const PHASES = ['tpcb-like', 'own statement', 'REST', 'GraphQL'] as const;
export type Phase = (typeof PHASES)[number];

export const PROCESSES = ['api', 'bff', 'postgres', 'load generator', 'pgbench'] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** Which processes work in each phase: their CPU is measured and summed into the phase's total. */
export const PHASE_PROCESSES: Record<Phase, readonly ProcessName[]> = {
  'tpcb-like': ['postgres', 'pgbench'],
  'own statement': ['postgres', 'pgbench'],
  REST: ['api', 'postgres', 'load generator'],
  GraphQL: ['bff', 'api', 'postgres', 'load generator'],
};

export interface PhaseResult {
  phase: Phase;
  clients: number;
  /** 1-based. */
  repeat: number;
  tps: number;
  p50Ms: number;
  p99Ms: number;
  /** Completed operations (transactions, answered requests). */
  operations: number;
  failed: number;
  firstFailure?: string;
  /** CPU seconds each process spent during the phase; undefined where /proc is not there. */
  cpuSeconds: Partial<Record<ProcessName, number | undefined>>;
}

/** CPU ms per operation of one process in one phase. */
export function cpuMsPerOperation(result: PhaseResult, process: ProcessName): number | undefined {
  const seconds = result.cpuSeconds[process];
  if (seconds === undefined || result.operations <= 0) return undefined;
  return (seconds * 1000) / result.operations;
}

/** The phase's CPU ms per operation over all its processes; undefined when any is unknown. */
export function totalCpuMs(result: PhaseResult): number | undefined {
  let total = 0;
  for (const process of PHASE_PROCESSES[result.phase]) {
    const value = cpuMsPerOperation(result, process);
    if (value === undefined) return undefined;
    total += value;
  }
  return total;
}

export interface Ratios {
  restOverTpcb: number | undefined;
  restOverOwn: number | undefined;
  graphqlOverRest: number | undefined;
  /** p99 of REST / p99 of pgbench tpcb-like in the same repeat. */
  restP99OverTpcbP99: number | undefined;
}

export function ratiosOf(byPhase: Partial<Record<Phase, PhaseResult>>): Ratios {
  const tps = (phase: Phase) => byPhase[phase]?.tps;
  return {
    restOverTpcb: ratio(tps('REST'), tps('tpcb-like')),
    restOverOwn: ratio(tps('REST'), tps('own statement')),
    graphqlOverRest: ratio(tps('GraphQL'), tps('REST')),
    restP99OverTpcbP99: ratio(byPhase.REST?.p99Ms, byPhase['tpcb-like']?.p99Ms),
  };
}

/** The results of one client count grouped by repeat, each repeat's phases by name. */
function repeatsOf(results: readonly PhaseResult[], clients: number): Partial<Record<Phase, PhaseResult>>[] {
  const repeats: Partial<Record<Phase, PhaseResult>>[] = [];
  for (const result of results) {
    if (result.clients !== clients) continue;
    const byPhase = (repeats[result.repeat - 1] ??= {});
    byPhase[result.phase] = result;
  }
  return repeats.filter((byPhase) => byPhase !== undefined);
}

type Column = (byPhase: Partial<Record<Phase, PhaseResult>>) => number | undefined;

interface Table {
  title: string;
  header: string[];
  rows: string[][];
}

/** Rows "#1" … "#n" of each repeat's figures, then "median" of each column over the repeats. */
function tableOf(
  title: string,
  repeats: Partial<Record<Phase, PhaseResult>>[],
  columns: [title: string, value: Column, format: (value: number | undefined) => string][],
): Table {
  const values = repeats.map((byPhase) => columns.map(([, value]) => value(byPhase)));
  const medians = columns.map((_, column) => median(values.map((row) => row[column])));
  return {
    title,
    header: ['repeat', ...columns.map(([name]) => name)],
    rows: [
      ...values.map((row, index) => [
        `#${index + 1}`,
        ...row.map((value, column) => columns[column]?.[2](value) ?? ''),
      ]),
      ['median', ...medians.map((value, column) => columns[column]?.[2](value) ?? '')],
    ],
  };
}

const tps = (value: number | undefined) => fixed(value, 0);
const ms = (value: number | undefined) => fixed(value, 1);
const cpu = (value: number | undefined) => fixed(value, 2);

/** The three tables of one client count: throughput and latency, ratios, CPU ms per operation. */
export function moneyTables(results: readonly PhaseResult[], clients: number): Table[] {
  const repeats = repeatsOf(results, clients);
  const figure =
    (phase: Phase, pick: (result: PhaseResult) => number): Column =>
    (byPhase) => {
      const result = byPhase[phase];
      return result === undefined ? undefined : pick(result);
    };
  const short: Record<Phase, string> = {
    'tpcb-like': 'tpcb',
    'own statement': 'own',
    REST: 'REST',
    GraphQL: 'GQL',
  };
  const speed = tableOf(
    `${clients} clients: transactions or requests per second, latency in ms`,
    repeats,
    PHASES.flatMap((phase) => [
      [`${short[phase]} tps`, figure(phase, (result) => result.tps), tps],
      [`p50`, figure(phase, (result) => result.p50Ms), ms],
      [`p99`, figure(phase, (result) => result.p99Ms), ms],
    ]),
  );
  const ratios = tableOf(`${clients} clients: ratios`, repeats, [
    ['REST/tpcb-like', (byPhase) => ratiosOf(byPhase).restOverTpcb, percent],
    ['REST/own statement', (byPhase) => ratiosOf(byPhase).restOverOwn, percent],
    ['GraphQL/REST', (byPhase) => ratiosOf(byPhase).graphqlOverRest, percent],
    ['p99 REST/p99 tpcb-like', (byPhase) => ratiosOf(byPhase).restP99OverTpcbP99, (value) => fixed(value, 2)],
  ]);
  const processName: Record<ProcessName, string> = {
    api: 'api',
    bff: 'bff',
    postgres: 'pg',
    'load generator': 'load',
    pgbench: 'pgbench',
  };
  const cpuTable = tableOf(
    `${clients} clients: CPU ms per transaction or request, by process`,
    repeats,
    PHASES.flatMap((phase) => [
      ...PHASE_PROCESSES[phase].map((process): [string, Column, (value: number | undefined) => string] => [
        `${short[phase]} ${processName[process]}`,
        (byPhase) => {
          const result = byPhase[phase];
          return result === undefined ? undefined : cpuMsPerOperation(result, process);
        },
        cpu,
      ]),
      [
        `${short[phase]} all`,
        (byPhase) => {
          const result = byPhase[phase];
          return result === undefined ? undefined : totalCpuMs(result);
        },
        cpu,
      ] as [string, Column, (value: number | undefined) => string],
    ]),
  );
  return [speed, ratios, cpuTable];
}

/** The tables as printed lines, a blank line between them. */
export function formatTables(tables: readonly Table[]): string[] {
  return tables.flatMap((table) => ['', table.title, '', ...formatTable(table.header, table.rows)]);
}

/** One line per phase that had failures; a correct run prints none. */
export function failureLines(results: readonly PhaseResult[]): string[] {
  return results
    .filter((result) => result.failed > 0)
    .map(
      (result) =>
        `${result.phase}, ${result.clients} clients, repeat ${result.repeat}: ${result.failed} failed` +
        (result.firstFailure === undefined ? '' : `, first: ${result.firstFailure}`),
    );
}
