// The api as a child process for the benchmarks: started as production runs it, called, and stopped.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_PREFIX = '/api/v1';
/** Generous: on a loaded machine tsx compiling the api or the bff can take a minute. */
const API_START_TIMEOUT_MS = 180_000;

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The api as production runs it (tsx, NODE_ENV=production), silent, with limits no benchmark send can reach;
 * `extraEnv` adds or overrides variables. `cwd`: the repository root to run (another checkout, for an A/B);
 * `profileDir`: where the api writes a V8 CPU profile when it stops (open it in Chrome DevTools), by default
 * BENCH_CPU_PROFILE_DIR.
 */
export async function startApi(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  { cwd = root, profileDir = process.env.BENCH_CPU_PROFILE_DIR }: { cwd?: string; profileDir?: string } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const { REDIS_URL: _redisUrl, ...env } = process.env;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'api/src/main.ts'], {
    cwd,
    env: {
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SEED_DEMO: '0',
      RATE_LIMIT_MONEY_PER_MINUTE: '1000000',
      LIMIT_USER_DAILY_AMOUNT: '10000000000',
      LIMIT_USER_MONTHLY_AMOUNT: '10000000000',
      LIMIT_USER_DAILY_COUNT: '1000000',
      LIMIT_USER_MONTHLY_COUNT: '1000000',
      // Each bench client funds itself with one add money of 1,000,000.00, far past the default caps.
      LIMIT_ADD_MONEY_DAILY_AMOUNT: '10000000000',
      LIMIT_ADD_MONEY_MONTHLY_AMOUNT: '10000000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, 'api', `${url}${API_PREFIX}/readyz`);
  return { url, child };
}

/** Polls `healthUrl` until it answers 200; throws when the child exits first or the time runs out. */
async function waitUntilHealthy(child: ChildProcess, name: string, healthUrl: string): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the ${name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(healthUrl);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the ${name} did not answer ${healthUrl} in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The bff as production runs it (tsx, NODE_ENV=production, silent) in front of the api at apiUrl; `extraEnv`, `cwd`
 * and `profileDir` as for startApi (the profile folder by default BENCH_BFF_CPU_PROFILE_DIR).
 */
export async function startBff(
  apiUrl: string,
  extraEnv: Record<string, string> = {},
  {
    cwd = root,
    profileDir = process.env.BENCH_BFF_CPU_PROFILE_DIR,
  }: { cwd?: string; profileDir?: string } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const { REDIS_URL: _redisUrl, ...env } = process.env;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bff/src/main.ts'], {
    cwd,
    env: {
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      API_URL: apiUrl,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, 'bff', `${url}/healthz`);
  return { url, child };
}

/** Stops an api or bff child: SIGTERM, then SIGKILL after 15 s. */
export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function callApi(
  apiUrl: string,
  method: string,
  apiPath: string,
  body: unknown,
  cookie?: string,
): Promise<Response> {
  const response = await fetch(`${apiUrl}${API_PREFIX}${apiPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs in and answers the session cookie as a Cookie header value. */
export async function signIn(apiUrl: string, email: string, password: string): Promise<string> {
  const login = await callApi(apiUrl, 'POST', '/auth/login', { email, password });
  return (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}
