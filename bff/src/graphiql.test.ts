// /graphiql: the developers' GraphiQL page in development (built or not yet), never in production; the Sandbox page
// points to it for when Apollo's CDN cannot be reached.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_NOT_BUILT_MESSAGE } from './graphiql';
import type { RunningBff } from './server';
import { postGraphql, startLoneBff } from './test/stack';

const GRAPHIQL_HTML =
  '<!doctype html><html><head><script type="module" src="/graphiql/assets/index-abc.js"></script></head></html>';
const GRAPHIQL_JS = 'console.log("graphiql");';
const WEB_HTML = '<!doctype html><html><body>the web app</body></html>';

let folder: string;
let graphiqlDist: string;
let webDist: string;
const running: RunningBff[] = [];

async function start(options: Parameters<typeof startLoneBff>[0]): Promise<RunningBff> {
  const bff = await startLoneBff(options);
  running.push(bff);
  return bff;
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-graphiql-'));
  graphiqlDist = path.join(folder, 'graphiql');
  webDist = path.join(folder, 'web');
  await fs.mkdir(path.join(graphiqlDist, 'assets'), { recursive: true });
  await fs.writeFile(path.join(graphiqlDist, 'index.html'), GRAPHIQL_HTML);
  await fs.writeFile(path.join(graphiqlDist, 'assets', 'index-abc.js'), GRAPHIQL_JS);
  await fs.mkdir(webDist);
  await fs.writeFile(path.join(webDist, 'index.html'), WEB_HTML);
});

afterAll(async () => {
  await Promise.all(running.map((bff) => bff.close()));
  await fs.rm(folder, { recursive: true, force: true });
});

const page = (url: string) =>
  fetch(url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, redirect: 'manual' });

describe('in development with the page built', () => {
  let bff: RunningBff;

  beforeAll(async () => {
    bff = await start({ graphiqlDist });
  });

  it('when /graphiql is opened, then it moves to /graphiql/, which is the page, revalidated on every visit', async () => {
    const bare = await page(`${bff.url}/graphiql`);
    const slash = await page(`${bff.url}/graphiql/`);

    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/graphiql/');
    expect(slash.status).toBe(200);
    expect(slash.headers.get('content-type')).toMatch(/^text\/html/);
    expect(slash.headers.get('cache-control')).toBe('no-cache');
    expect(await slash.text()).toBe(GRAPHIQL_HTML);
  });

  it('when the page asks for its script, then it comes from this server under the same CSP as everything else', async () => {
    const script = await fetch(`${bff.url}/graphiql/assets/index-abc.js`);

    expect(script.status).toBe(200);
    expect(await script.text()).toBe(GRAPHIQL_JS);
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('when an asset the build does not have is asked for, then it is a 404', async () => {
    const missing = await fetch(`${bff.url}/graphiql/assets/gone.js`);

    expect(missing.status).toBe(404);
  });

  it('when a browser opens /graphql, then the Sandbox page also says that GraphiQL works offline, with a link', async () => {
    const sandbox = await page(`${bff.url}/graphql`);
    const html = await sandbox.text();

    expect(html).toContain('embeddable-sandbox.cdn.apollographql.com');
    expect(html).toMatch(
      /<div class="fallback">[\s\S]*GraphiQL works offline: <a href="\/graphiql">\/graphiql<\/a>[\s\S]*<\/div>/,
    );
  });
});

describe('in development before the page is built', () => {
  it('when /graphiql is opened, then it answers 503 with the command that builds it', async () => {
    const bff = await start({ graphiqlDist: path.join(folder, 'not-built') });

    const response = await page(`${bff.url}/graphiql/`);

    expect(response.status).toBe(503);
    expect(await response.text()).toBe(GRAPHIQL_NOT_BUILT_MESSAGE);
    expect(GRAPHIQL_NOT_BUILT_MESSAGE).toContain('npm run build:graphiql');
  });
});

describe('in production', () => {
  let bff: RunningBff;

  beforeAll(async () => {
    bff = await start({ production: true, graphiqlDist, webDist });
  });

  it('when /graphiql or its files are asked for, then they are 404s, not GraphiQL and not the web app', async () => {
    for (const address of ['/graphiql', '/graphiql/', '/graphiql/assets/index-abc.js']) {
      const response = await page(`${bff.url}${address}`);

      expect({ address, status: response.status }).toEqual({ address, status: 404 });
      expect(await response.text()).not.toMatch(/graphiql|the web app/);
    }
  });

  it('when the schema is introspected, then it is refused', async () => {
    const answer = await postGraphql(bff.url, { query: '{ __schema { queryType { name } } }' });

    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
  });
});
