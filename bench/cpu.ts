// CPU time of the processes a bench phase runs on, from Linux's /proc (undefined elsewhere): a process by pid, the
// bench's own process and its waited-for children (pgbench), and the PostgreSQL backends of one database.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { CLOCK_TICKS_PER_SECOND, parseProcStat } from './figures';
import type { ProcStat } from './figures';

/** How often the backends are sampled: a backend that exits loses at most this much of its CPU to the meter. */
const BACKEND_POLL_MS = 200;

export async function readProcStat(pid: number | undefined): Promise<ProcStat | undefined> {
  if (pid === undefined) return undefined;
  try {
    return parseProcStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) the process has used so far. */
export async function cpuSecondsOf(pid: number | undefined): Promise<number | undefined> {
  const stat = await readProcStat(pid);
  return stat === undefined ? undefined : stat.ownTicks / CLOCK_TICKS_PER_SECOND;
}

/** CPU seconds of this process's children that have exited and been waited for (pgbench, after its run). */
export async function exitedChildrenCpuSeconds(): Promise<number | undefined> {
  const stat = await readProcStat(process.pid);
  return stat === undefined ? undefined : stat.childrenTicks / CLOCK_TICKS_PER_SECOND;
}

/** This process's own CPU seconds (the load generator, with the meter's sampling), from Node. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

async function uptimeTicks(): Promise<number | undefined> {
  try {
    const seconds = Number((await readFile('/proc/uptime', 'utf8')).split(' ')[0]);
    return Number.isFinite(seconds) ? Math.floor(seconds * CLOCK_TICKS_PER_SECOND) : undefined;
  } catch {
    return undefined;
  }
}

export interface BackendMeter {
  /** Stops sampling and answers the backends' CPU seconds since start, or undefined without /proc. */
  stop(): Promise<number | undefined>;
}

/**
 * Samples the CPU of every PostgreSQL backend of `database` (their pids from pg_stat_activity, over one connection
 * to another database of the server, so the meter's own backend is not counted) while a phase runs: a backend there at the start counts
 * from its first sample, one born later from zero; each counts up to its last sample. pgbench's backends exit with
 * it, so the last sample is what they leave (less than BACKEND_POLL_MS of work lost).
 */
export async function startBackendMeter(serverUrl: string, database: string): Promise<BackendMeter> {
  const startedAt = await uptimeTicks();
  if (startedAt === undefined) return { stop: () => Promise.resolve(undefined) };
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const backendPids = async () =>
    (
      await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])
    ).rows.map((row) => row.pid);
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    for (const pid of await backendPids()) {
      const stat = await readProcStat(pid);
      if (stat === undefined) continue;
      if (!first.has(pid)) first.set(pid, stat.startTicks >= startedAt ? 0 : stat.ownTicks);
      last.set(pid, stat.ownTicks);
    }
  };
  await sample();
  // One sample at a time: on a busy machine a sample may take longer than the interval.
  let sampling: Promise<void> | undefined;
  const timer = setInterval(() => {
    sampling ??= sample()
      .catch(() => undefined)
      .finally(() => {
        sampling = undefined;
      });
  }, BACKEND_POLL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample();
      await client.end();
      let ticks = 0;
      for (const [pid, end] of last) ticks += end - (first.get(pid) ?? end);
      return ticks / CLOCK_TICKS_PER_SECOND;
    },
  };
}
