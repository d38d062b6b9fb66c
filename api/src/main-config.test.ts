// The api as a real process refuses a bad environment at start with one line naming the variable and exit 1: several
// instances without Redis (docs/operations.md, "Several instances") and a METRICS value that is not a switch.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Only PATH from this process: a developer's own DATABASE_URL or REDIS_URL must not leak in.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, API_PORT: '0', API_HOST: '127.0.0.1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('api start-up refusals', () => {
  it('when INSTANCES=2 is set without REDIS_URL, then the api refuses to start with one line and exits 1', async () => {
    // A PostgreSQL URL nothing listens on: the refusal comes before any connection.
    const { code, stdout, stderr } = await runMain({
      INSTANCES: '2',
      DATABASE_URL: 'postgres://wallet@127.0.0.1:1/wallet',
    });

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Invalid environment variable INSTANCES: above 1 needs REDIS_URL: rate limits kept in one process’s memory are not shared between instances (set REDIS_URL, or INSTANCES=1) (got "2")',
    ]);
    expect(stdout).toBe('');
  });

  it('when METRICS is not 0 or 1, then the api refuses to start with one line and exits 1', async () => {
    const { code, stderr } = await runMain({ METRICS: 'yes' });

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Invalid environment variable METRICS: must be one of 0, 1, true, false (got "yes")',
    ]);
  });
});
