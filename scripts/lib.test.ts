// scripts/lib.mjs's services never outlive the script that started them: killed with SIGKILL, the script leaves no
// orphan (the service sees its IPC channel close and stops itself), which `npm start` relies on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A script that starts the bff through startService and prints the service's pid once it listens. */
const PARENT = `
import { startService } from './scripts/lib.mjs';
const bff = startService('bff', 'bff/src/main.ts', { PORT: '0', API_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
bff.stdout.on('data', (chunk) => { if (String(chunk).includes('bff listening')) console.log('service ' + bff.pid); });
`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startService', () => {
  it('when the script that started a service is killed with SIGKILL, then the service stops by itself', async () => {
    const parent = spawn(process.execPath, ['--input-type=module', '-e', PARENT], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const servicePid = await new Promise<number>((resolve, reject) => {
      let output = '';
      parent.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const pid = /service (\d+)/.exec(output)?.[1];
        if (pid !== undefined) resolve(Number(pid));
      });
      parent.on('exit', (code) => reject(new Error(`the script exited with ${code}: ${output}`)));
    });
    try {
      expect(alive(servicePid)).toBe(true);

      parent.kill('SIGKILL');

      await expect.poll(() => alive(servicePid), { timeout: 15_000 }).toBe(false);
    } finally {
      if (alive(servicePid)) process.kill(servicePid, 'SIGKILL');
    }
  }, 60_000);
});
