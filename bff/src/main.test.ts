// The entry point as a real process: one line and exit 1 on a bad environment, exit 0 after SIGTERM, a clear log line without a web build.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startMain(env: NodeJS.ProcessEnv): { child: ChildProcessWithoutNullStreams; exited: Promise<Exit> } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // Only what the bff reads, plus PATH: the developer's own PORT or NODE_ENV must not leak in.
    env: { PATH: process.env.PATH, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

/** Waits until the process logs that it listens, and returns that log entry. */
async function listening(child: ChildProcessWithoutNullStreams): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: string) => {
      buffered += chunk;
      for (const line of buffered.split('\n')) {
        if (line.includes('"msg":"bff listening in ')) {
          child.stdout.off('data', onData);
          resolve(JSON.parse(line) as { url: string });
        }
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
  });
}

describe('main', () => {
  it('when PORT is not a port, then it prints one line naming the variable and exits 1', async () => {
    const { exited } = startMain({ PORT: 'abc' });

    const { code, stderr, stdout } = await exited;

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Invalid environment variable PORT: must be an integer from 0 to 65535 (got "abc")',
    ]);
    expect(stdout).toBe('');
  });

  it('when METRICS is not 0 or 1, then it prints one line naming the variable and exits 1', async () => {
    const { exited } = startMain({ METRICS: 'on' });

    const { code, stderr, stdout } = await exited;

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Invalid environment variable METRICS: must be one of 0, 1, true, false (got "on")',
    ]);
    expect(stdout).toBe('');
  });

  it('when API_URL is not an http URL, then it prints one line naming the variable and exits 1', async () => {
    const { exited } = startMain({ API_URL: 'ftp://example.com' });

    const { code, stderr } = await exited;

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid environment variable API_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it('when SIGTERM arrives, then it stops gracefully and exits 0', async () => {
    const { child, exited } = startMain({ PORT: '0', LOG_LEVEL: 'info', API_URL: 'http://127.0.0.1:9' });
    const { url } = await listening(child);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    child.kill('SIGTERM');
    const { code, stdout } = await exited;

    expect(code).toBe(0);
    expect(stdout).toContain('"bff stopped"');
  });

  it('when its log reader has gone and SIGTERM arrives, then it still stops and exits 0 within SHUTDOWN_TIMEOUT_MS', async () => {
    const { child, exited } = startMain({
      PORT: '0',
      LOG_LEVEL: 'info',
      API_URL: 'http://127.0.0.1:9',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    const { url } = await listening(child);

    // The reader goes away (as `bff | cat` when cat is killed); the next lines meet a broken pipe.
    child.stdout.destroy();
    child.stderr.destroy();
    expect((await fetch(`${url}/no-such-page`)).status).toBe(404);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const { code } = await exited;

    expect(code).toBe(0);
    // The bound, plus what a process exit takes on a busy machine.
    expect(Date.now() - signalledAt).toBeLessThan(2000 + 3000);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('when in production without a web build, then it logs a clear error and still serves GraphQL', async () => {
    const { child, exited } = startMain({
      PORT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      API_URL: 'http://127.0.0.1:9',
      WEB_DIST: '/nonexistent/web/dist',
    });
    try {
      const { url } = await listening(child);
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });

      expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      child.kill('SIGTERM');
    }
    const { stdout } = await exited;
    const errorLine = stdout.split('\n').find((line) => line.includes('"level":50'));
    expect(errorLine).toContain('The web app is not served: /nonexistent/web/dist/index.html does not exist');
  });
});
