// Small helpers shared by the root scripts: spawning the services, waiting for them, free ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {string} */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A JSON file's value, typed `unknown` so a caller states what it expects.
 * @param {string} file
 * @returns {unknown}
 */
export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Asks the kernel for a free TCP port on the loopback interface.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      const port = address.port;
      server.close(() => resolve(port));
    });
  });
}

/**
 * LOG_FORMAT for the programs these scripts start: their stdout is our pipe, so they cannot see the terminal; they
 * log pretty lines when ours is one (and JSON when we are piped to a file or a collector). A set LOG_FORMAT wins.
 */
export const childLogFormat = process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');

/**
 * Runs a TypeScript entry with tsx in a child process, output prefixed with a name. The child has a process group of
 * its own, so a terminal's Ctrl-C reaches only this script, which stops it with one SIGTERM (a second signal would make
 * it exit at once, without draining); and an IPC channel, whose closing tells it that this script has died, even by
 * SIGKILL, so it stops by itself instead of living on as an orphan (common/process-stop.ts).
 * @param {string} name
 * @param {string} entry
 * @param {Record<string, string>} env
 * @param {{ quiet?: boolean }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startService(name, entry, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, LOG_FORMAT: childLogFormat, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  // Only for the child's sake: this side never sends, and the channel must not keep this script alive.
  child.channel?.unref();
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WriteStream} target */
  const prefix = (stream, target) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (!quiet || target === process.stderr) target.write(`[${name}] ${line}\n`);
    });
  };
  // Piped above (the IPC channel in the stdio list widens their type to nullable).
  prefix(/** @type {import('node:stream').Readable} */ (child.stdout), process.stdout);
  prefix(/** @type {import('node:stream').Readable} */ (child.stderr), process.stderr);
  return child;
}

/**
 * Polls a URL until it answers 200, the child exits, or the time runs out.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function waitForHealthy(url, child, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Sends SIGTERM and waits for the child to exit; SIGKILL after a grace period longer than the child's own bound
 * (SHUTDOWN_TIMEOUT_MS, 10 s by default), which it keeps by itself.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ graceMs?: number }} [options]
 * @returns {Promise<void>}
 */
export function stopService(child, { graceMs = 15_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs a command to completion, inheriting stdio; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { env = process.env, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
