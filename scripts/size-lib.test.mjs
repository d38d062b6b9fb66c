// `npm run size`'s counting: the files a page needs, walked from a Vite manifest, at the bytes the bff sends for each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOfPage, htmlFileOf, measurePage, wireSizeOf } from './size-lib.mjs';

/** A build's manifest as Vite 8 writes it: the entry, shared chunks, a lazy route and one nobody loads on arrival. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    css: ['assets/index-c3.css'],
    dynamicImports: ['src/Home.tsx', 'src/Admin.tsx'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_apollo-d4.js': { file: 'assets/apollo-d4.js', imports: ['_react-b2.js'] },
  'src/Home.tsx': {
    file: 'assets/Home-e5.js',
    isDynamicEntry: true,
    imports: ['_apollo-d4.js', '_react-b2.js'],
  },
  'src/Admin.tsx': { file: 'assets/Admin-f6.js', isDynamicEntry: true, imports: ['_apollo-d4.js'] },
};

/** @type {string} */
let dist;
/** @param {string} name */
const big = (name) => `/* ${name} */ ${'export const value = "wallet";\n'.repeat(200)}`;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-size-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  /** @param {string} file @param {string} text @param {{ brotli?: boolean }} [options] */
  const write = (file, text, { brotli = true } = {}) => {
    fs.writeFileSync(path.join(dist, file), text);
    if (brotli) fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
  };
  write('index.html', `<!doctype html>${'<meta name="x">'.repeat(100)}`);
  write('assets/index-a1.js', big('entry'));
  write('assets/react-b2.js', big('react'));
  write('assets/apollo-d4.js', big('apollo'));
  write('assets/index-c3.css', `${'.a{color:red}'.repeat(200)}`);
  // Under the build's threshold: no .br copy, so the bff sends it as it is.
  write('assets/Home-e5.js', 'export const Home = 1;', { brotli: false });
  write('assets/Admin-f6.js', big('admin'));
});

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('filesOfPage', () => {
  it('when a page has a lazy route module, then it needs index.html, the entry with its imports and CSS, and the route with its imports — each once, and no other route', () => {
    expect(filesOfPage(MANIFEST, ['src/Home.tsx'])).toEqual([
      'index.html',
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/react-b2.js',
      'assets/Home-e5.js',
      'assets/apollo-d4.js',
    ]);
  });

  it('when a route module is not in the manifest (renamed or moved), then it throws instead of counting less', () => {
    expect(() => filesOfPage(MANIFEST, ['src/Gone.tsx'])).toThrow('no chunk "src/Gone.tsx"');
  });
});

describe('wire sizes', () => {
  it('when a file has a brotli copy, then it costs the copy’s bytes; without one, its own', () => {
    const entry = wireSizeOf(dist, 'assets/index-a1.js');
    const home = wireSizeOf(dist, 'assets/Home-e5.js');

    expect(entry).toMatchObject({
      coding: 'br',
      bytes: fs.statSync(path.join(dist, 'assets/index-a1.js.br')).size,
      raw: fs.statSync(path.join(dist, 'assets/index-a1.js')).size,
    });
    expect(entry.bytes).toBeLessThan(entry.raw);
    expect(home).toEqual({ file: 'assets/Home-e5.js', coding: 'identity', bytes: 22, raw: 22 });
  });

  it('when a page is measured, then the totals by kind add up to what its files cost', () => {
    const page = measurePage(dist, MANIFEST, ['src/Home.tsx']);
    const bytesOf = (/** @type {string} */ file) => wireSizeOf(dist, file).bytes;

    expect(page.jsBytes).toBe(
      ['assets/index-a1.js', 'assets/react-b2.js', 'assets/Home-e5.js', 'assets/apollo-d4.js']
        .map(bytesOf)
        .reduce((sum, bytes) => sum + bytes, 0),
    );
    expect(page.cssBytes).toBe(bytesOf('assets/index-c3.css'));
    expect(page.htmlBytes).toBe(bytesOf('index.html'));
    expect(page.totalBytes).toBe(page.jsBytes + page.cssBytes + page.htmlBytes);
    expect(page.rawBytes).toBeGreaterThan(page.totalBytes);
  });

  it('when the build gave the page its own HTML (screen-pages.json), then that file is what is counted', () => {
    fs.writeFileSync(
      path.join(dist, 'screen-pages.json'),
      JSON.stringify([{ addresses: '^/login/?$', html: 'index.sign-in.html' }]),
    );
    fs.writeFileSync(path.join(dist, 'index.sign-in.html'), `<!doctype html>${'<p>painted</p>'.repeat(40)}`);
    try {
      const signIn = measurePage(dist, MANIFEST, ['src/Home.tsx'], '/login');
      const other = measurePage(dist, MANIFEST, ['src/Home.tsx'], '/register');

      expect(signIn.files[0]).toEqual(wireSizeOf(dist, 'index.sign-in.html'));
      expect(signIn.htmlBytes).toBe(wireSizeOf(dist, 'index.sign-in.html').bytes);
      expect(other.files[0]?.file).toBe('index.html');
      expect(htmlFileOf(dist, undefined)).toBe('index.html');
    } finally {
      fs.rmSync(path.join(dist, 'screen-pages.json'));
      fs.rmSync(path.join(dist, 'index.sign-in.html'));
    }
  });
});
