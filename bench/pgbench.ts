// pgbench on the same server: its TPC-B-like yardstick, and our own send statements run by it with no api between.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { latenciesFromPgbenchLog, parsePgbenchSummary, percentile } from './figures';

const run = promisify(execFile);

/** Generous: a run's summary is short, an initialisation at scale 64 prints a line per step. */
const OUTPUT_BYTES_MAX = 16 * 1024 * 1024;
/** pgbench's worker threads; two, as the machine the bench is read on has two cores. */
const THREADS = 2;

/**
 * Fills the database with pgbench's tables at this scale (100,000 accounts and one branch per unit), generated on
 * the server (-I dtGvp), so 64 takes a minute rather than the client-side copy's several.
 */
export async function pgbenchInit(databaseUrl: string, scale: number): Promise<void> {
  await run('pgbench', ['-i', '-q', '-I', 'dtGvp', '-s', String(scale), databaseUrl], {
    maxBuffer: OUTPUT_BYTES_MAX,
  });
}

export interface PgbenchRun {
  tps: number;
  transactions: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
}

export interface PgbenchOptions {
  databaseUrl: string;
  clients: number;
  seconds: number;
  /** The built-in script (tpcb-like) or a script file of ours (-f). */
  script: { builtin: string } | { file: string };
  /** -D name=value, the script's variables. */
  defines?: Record<string, string | number>;
}

/**
 * One timed run: prepared statements (-M prepared, each parsed and planned once per connection, as a server-side
 * prepared statement of the api would be), THREADS threads, no vacuum first (-n); latencies from the per-transaction
 * log, so p50 and p99 are read the same way as the HTTP loads'.
 */
export async function runPgbench(options: PgbenchOptions): Promise<PgbenchRun> {
  const logDir = await mkdtemp(path.join(tmpdir(), 'wallet-pgbench-'));
  try {
    const script = 'builtin' in options.script ? ['-b', options.script.builtin] : ['-f', options.script.file];
    const defines = Object.entries(options.defines ?? {}).flatMap(([name, value]) => [
      '-D',
      `${name}=${value}`,
    ]);
    const { stdout } = await run(
      'pgbench',
      [
        ...script,
        ...defines,
        '-M',
        'prepared',
        '-c',
        String(options.clients),
        '-j',
        String(Math.min(THREADS, options.clients)),
        '-T',
        String(options.seconds),
        '-n',
        '-l',
        `--log-prefix=${path.join(logDir, 'tx')}`,
        options.databaseUrl,
      ],
      { maxBuffer: OUTPUT_BYTES_MAX },
    );
    const summary = parsePgbenchSummary(stdout);
    const latencies: number[] = [];
    for (const file of await readdir(logDir)) {
      latencies.push(...latenciesFromPgbenchLog(await readFile(path.join(logDir, file), 'utf8')));
    }
    latencies.sort((a, b) => a - b);
    return { ...summary, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
}
