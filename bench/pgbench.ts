// PostgreSQL's own benchmark on the same server, as the yardstick the REST numbers are read against.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Generous: pgbench -i at scale 1 takes a second or two, a run takes its duration plus connection time. */
const OUTPUT_BYTES_MAX = 16 * 1024 * 1024;

/** Fills the database with pgbench's tables at scale 1 (100,000 accounts, 10 tellers, 1 branch). */
export async function pgbenchInit(databaseUrl: string): Promise<void> {
  await run('pgbench', ['-i', '-q', databaseUrl], { maxBuffer: OUTPUT_BYTES_MAX });
}

/** The built-in TPC-B-like script with this many clients on 2 threads; answers transactions per second. */
export async function pgbenchTps(databaseUrl: string, clients: number, seconds: number): Promise<number> {
  const { stdout } = await run(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), '-n', databaseUrl],
    { maxBuffer: OUTPUT_BYTES_MAX },
  );
  // "tps = 1234.567890 (without initial connection time)"
  const match = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(stdout);
  if (match?.[1] === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
}
