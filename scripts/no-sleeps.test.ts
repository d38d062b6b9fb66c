// Time is an input (STYLE.md habit 14): no test waits real time to prove something, so no test file or test helper
// holds a sleep longer than 100 ms. Tests move a clock instead (vi.useFakeTimers, Playwright's page.clock) or wait
// on a condition (vi.waitFor, expect.poll, Playwright's auto-waiting assertions).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SLEEP_MS_MAX = 100;

/** Test files and test helpers of every workspace (tracked or new), by path. */
function testCode(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  return files.filter(
    (file) =>
      file !== 'scripts/no-sleeps.test.ts' &&
      (/\.(test|spec)\.tsx?$/.test(file) ||
        /^(api|bff|web)\/src\/test\/.+\.tsx?$/.test(file) ||
        /^tests\/.+\.ts$/.test(file)),
  );
}

/**
 * Real-time waits with a literal duration: sleep(ms), delay(ms), page.waitForTimeout(ms), and setTimeout(fn, ms)
 * (what `new Promise((resolve) => setTimeout(resolve, ms))` is made of). Returns "file:line: call" for each one over
 * the limit.
 */
function longSleepsIn(file: string): string[] {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  // setTimeout only with a callback before the duration: Playwright's test.setTimeout(ms) is a limit, not a wait.
  const call = /\b(?:(?:sleep|delay|waitForTimeout)\s*\(\s*|setTimeout\s*\([^()]*?,\s*)([\d_]+)\s*\)/g;
  return lines.flatMap((line, index) =>
    [...line.matchAll(call)]
      .filter((match) => Number((match[1] ?? '0').replaceAll('_', '')) > SLEEP_MS_MAX)
      .map((match) => `${file}:${index + 1}: ${match[0]}`),
  );
}

describe('sleeps in tests', () => {
  it('when the guard reads a known long sleep, then it finds it (the guard can fail)', () => {
    const sample =
      'await sleep(5_100);\nawait page.waitForTimeout(1500);\nsetTimeout(resolve, 300);\ndelay(50);';
    const file = path.join('scripts', 'fixtures', 'sleeps.sample.ts');
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), sample);
    try {
      expect(longSleepsIn(file)).toHaveLength(3);
    } finally {
      fs.rmSync(path.join(root, file));
    }
  });

  it(`when any test file or test helper is read, then none sleeps longer than ${SLEEP_MS_MAX} ms`, () => {
    const files = testCode();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(longSleepsIn)).toEqual([]);
  });
});
