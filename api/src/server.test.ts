// Starting and stopping: the entry refuses a bad environment in one line, and close() lets in-flight requests finish.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApi } from './test/harness';
import { startTestApi } from './test/harness';
import { startApi } from './server';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// tsx itself, not through npx: npm may print its own warnings to stderr, which are not the api's output.
const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runMain(
  env: NodeJS.ProcessEnv,
  whenStarted?: (url: string, stop: () => void) => void,
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, ['src/main.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let started = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /"url":"(http:[^"]+)"/.exec(stdout)?.[1];
      if (url !== undefined && !started && whenStarted !== undefined) {
        started = true;
        whenStarted(url, () => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment of this test run without anything the api reads, so each test sets exactly what it means. */
function cleanEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, API_PORT: _port, LOG_LEVEL: _level, NODE_ENV: _env, ...rest } = process.env;
  return { ...rest, ...overrides };
}

describe('main.ts', () => {
  it('when API_PORT is not a number, then it exits 1 with one stderr line naming API_PORT', async () => {
    const exit = await runMain(cleanEnv({ API_PORT: 'abc' }));

    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'Invalid environment variable API_PORT: must be an integer from 0 to 65535 (got "abc")\n',
    );
    expect(exit.stdout).toBe('');
  });

  it('when NODE_ENV=production and SEED_DEMO=1, then it exits 1 with one stderr line naming both', async () => {
    const exit = await runMain(cleanEnv({ NODE_ENV: 'production', SEED_DEMO: '1' }));

    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'Invalid environment variable SEED_DEMO: must not be on with NODE_ENV=production: the demo accounts have a published password (unset one of them)\n',
    );
  });

  it('when it starts in production on the embedded database and gets SIGTERM, then it says so, makes no demo accounts, served requests and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-api-main-'));
    try {
      let health: unknown;
      const exit = await runMain(
        cleanEnv({
          API_PORT: '0',
          API_HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          LOG_FORMAT: 'json',
        }),
        (url, stop) => {
          fetch(`${url}/api/v1/healthz`)
            .then((response) => response.json())
            .then((body) => (health = body))
            .finally(stop)
            .catch(() => undefined);
        },
      );

      expect(health).toMatchObject({ success: true, data: { status: 'ok' } });
      expect(exit.code).toBe(0);
      expect(exit.stdout).toContain('api stopped');
      // The finding: production on the embedded database made admin@wallet.local with the published password.
      expect(exit.stdout).toContain(
        `"msg":"api listening in production mode on the embedded database in ${dataDir}; demo accounts off"`,
      );
      expect(exit.stdout).not.toContain('wallet.local');
      expect(exit.stdout).toContain('no admin account yet');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('graceful shutdown', () => {
  let api: TestApi | undefined;

  afterEach(async () => {
    await api?.close();
  });

  /**
   * A later request answered on a new connection means the server has accepted the earlier connection
   * and read what was sent on it, without guessing at a sleep long enough for a busy machine.
   */
  async function serverHasCaughtUp(running: TestApi): Promise<void> {
    const response = await fetch(running.apiUrl('/healthz'));
    await response.body?.cancel();
  }

  /** Starts a POST whose body arrives in two parts, so the request is in flight between them. */
  function postInTwoParts(url: string, body: string) {
    const target = new URL(url);
    const half = Math.floor(body.length / 2);
    let sendRest: () => void = () => undefined;
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent: new http.Agent({ keepAlive: true }),
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, half));
      sendRest = () => request.end(body.slice(half));
    });
    return { answered, sendRest: () => sendRest() };
  }

  it('when close() is called during a request, then that request finishes and new connections are refused', async () => {
    api = await startTestApi({ shutdownTimeoutMs: 30_000 });
    const running = api;
    const body = JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Shutdown',
      message: 'Still here?',
    });
    const inFlight = postInTwoParts(running.apiUrl('/contact'), body);
    await serverHasCaughtUp(running);

    let closed = false;
    const closing = running.close().then(() => (closed = true));
    // Refused: the shutdown has begun; still open: it waits for the request in flight.
    await expect(fetch(running.apiUrl('/healthz'))).rejects.toThrow();
    expect(closed).toBe(false);

    inFlight.sendRest();
    const answer = await inFlight.answered;
    const answeredAt = Date.now();
    await closing;

    // Well before the shutdown timeout: the finished request's keep-alive connection did not hold the server.
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(closed).toBe(true);
  });

  it('when a request outlasts the shutdown timeout, then its connection is cut and close() still ends', async () => {
    api = await startTestApi({ shutdownTimeoutMs: 300 });
    const running = api;
    const inFlight = postInTwoParts(
      running.apiUrl('/contact'),
      JSON.stringify({ firstName: 'Never finished' }),
    );
    // Caught at once: the cut can come before the assertion below is reached.
    const failure = inFlight.answered.then(
      () => undefined,
      (error: unknown) => error,
    );
    await serverHasCaughtUp(running);

    const started = Date.now();
    await running.close();

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await failure).toMatchObject({ code: 'ECONNRESET' });
  });
});

describe('startApi', () => {
  it('when the database cannot be reached, then startApi rejects instead of listening without it', async () => {
    await expect(
      startApi({
        env: {
          NODE_ENV: 'test',
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
          API_HOST: '127.0.0.1',
        },
        port: 0,
      }),
    ).rejects.toThrow();
  });

  it('when the port is taken, then startApi rejects with the cause', async () => {
    const first = await startTestApi();
    try {
      const port = Number(new URL(first.url).port);
      await expect(
        startApi({ env: { NODE_ENV: 'test', API_HOST: '127.0.0.1' }, port, database: 'memory' }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
