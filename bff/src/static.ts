// Serves the built web app in production: hashed assets cached for a year, index.html always revalidated, SPA fallback,
// and each file in the brotli or gzip copy the build wrote beside it when the browser accepts one.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { Logger } from 'pino';
import { chooseContentCoding } from './content-coding';
import type { Precompressed } from './content-coding';

/** Vite puts content-hashed files under assets/: a new build gives new names, so they never change in place. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so the browser must check it on every visit. */
export const HTML_CACHE_CONTROL = 'no-cache';

/** The copies the build writes beside a file (web/vite.config.ts), by content coding. */
export const PRECOMPRESSED_EXTENSIONS: Readonly<Record<Precompressed, string>> = { br: '.br', gzip: '.gz' };

export interface WebAppOptions {
  webDist: string;
  /** Paths the SPA fallback leaves alone, e.g. /graphql. */
  reservedPaths: readonly string[];
  logger: Logger;
}

/**
 * The file a request path names under `directory`, or undefined when it is malformed, hidden (a dot segment) or
 * outside it. express.static checks the identity file the same way; this guards the compressed copies.
 */
function fileUnder(directory: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.')))
    return undefined;
  const file = path.join(directory, decoded);
  return file.startsWith(`${directory}${path.sep}`) ? file : undefined;
}

/** Which compressed copies of `file` the build wrote (files under the threshold, or that did not shrink, have none). */
async function precompressedCopiesOf(file: string): Promise<Precompressed[]> {
  const codings = Object.keys(PRECOMPRESSED_EXTENSIONS) as Precompressed[];
  const present = await Promise.all(
    codings.map((coding) =>
      fs.promises.stat(`${file}${PRECOMPRESSED_EXTENSIONS[coding]}`).then(
        (stat) => stat.isFile(),
        () => false,
      ),
    ),
  );
  return codings.filter((_coding, index) => present[index]);
}

/**
 * Sends the .br or .gz copy of `file` with its Content-Encoding when the browser accepts one; resolves false when the
 * file itself should go out instead (no copies, or none accepted). Vary: Accept-Encoding goes on every answer for a
 * file that has copies, whichever is sent, so a shared cache never hands brotli to a browser that asked for none.
 */
async function sendCompressedCopy(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const copies = await precompressedCopiesOf(file);
  if (copies.length === 0) return false;
  res.vary('Accept-Encoding');
  const coding = chooseContentCoding(req.headers['accept-encoding'], copies);
  if (coding === 'identity') return false;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Encoding', coding);
  // The type of what the browser gets after decoding (send keeps a type already set instead of guessing from .br).
  res.type(path.extname(file));
  // The request path was checked by fileUnder(); the build directory itself may sit under a dot folder.
  res.sendFile(
    `${file}${PRECOMPRESSED_EXTENSIONS[coding]}`,
    { cacheControl: false, dotfiles: 'allow' },
    (error) => {
      if (error) next(error);
    },
  );
  return true;
}

/** GET and HEAD of files under `directory` that have compressed copies; everything else passes on. */
function precompressedFiles(directory: string, cacheControl: string): RequestHandler {
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileUnder(directory, req.path) : undefined;
    if (file === undefined) {
      next();
      return;
    }
    sendCompressedCopy(req, res, next, file, cacheControl).then((sent) => {
      if (!sent) next();
    }, next);
  };
}

/**
 * The build's list of pages with their own copy of index.html (web/vite.screen-chunks.ts): the first screens (landing,
 * sign-in, dashboards' overviews), whose copy also preloads the route's chunks so they download beside the entry.
 */
export const SCREEN_PAGES_FILE = 'screen-pages.json';

interface ScreenPage {
  addresses: RegExp;
  file: string;
  /** The page's first paint in one theme (web/vite.first-paint.ts), for a visitor whose cookie names it. */
  themed?: Readonly<Record<PaintTheme, string>>;
}

type PaintTheme = 'light' | 'dark';

/** The web app's cookie naming the visitor's theme choice (web/src/lib/theme-preference.ts). */
export const THEME_COOKIE = 'theme';

/** The theme a visitor's Cookie header says they see (light or dark); undefined for none or anything else. */
export function chosenTheme(cookieHeader: string | undefined): PaintTheme | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() !== THEME_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return value === 'light' || value === 'dark' ? value : undefined;
  }
  return undefined;
}

/**
 * The pages of screen-pages.json whose HTML file is there, or none (an older build, or one without the list): then
 * every page gets index.html, as before. A malformed list is a broken build, and says so.
 */
function readScreenPages(root: string): ScreenPage[] {
  const listFile = path.join(root, SCREEN_PAGES_FILE);
  if (!fs.existsSync(listFile)) return [];
  const list: unknown = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${listFile} is not a list`);
  return list.map((entry: unknown) => {
    const { addresses, html, light, dark } = (entry ?? {}) as Record<string, unknown>;
    const pageFile = (name: unknown, field: string): string => {
      if (typeof name !== 'string' || name.includes('/'))
        throw new Error(`${listFile}: an entry's "${field}" must be a file name in the build's folder`);
      const file = path.join(root, name);
      if (!fs.existsSync(file)) throw new Error(`${listFile} names ${name}, which the build does not have`);
      return file;
    };
    if (typeof addresses !== 'string')
      throw new Error(`${listFile}: an entry's "addresses" must be a regular expression's text`);
    const page: ScreenPage = { addresses: new RegExp(addresses), file: pageFile(html, 'html') };
    if (light !== undefined || dark !== undefined)
      page.themed = { light: pageFile(light, 'light'), dark: pageFile(dark, 'dark') };
    return page;
  });
}

/** Returns the router serving the web app, or undefined (after logging why) when webDist holds no build. */
export function createWebAppRouter({ webDist, reservedPaths, logger }: WebAppOptions): Router | undefined {
  const root = path.resolve(webDist);
  const indexHtml = path.join(root, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    logger.error(
      { webDist },
      `The web app is not served: ${indexHtml} does not exist (build it with "npm run build -w web" or set WEB_DIST). GraphQL is served.`,
    );
    return undefined;
  }
  const assets = path.join(root, 'assets');
  const screenPages = readScreenPages(root);

  const router = express.Router();
  router.use(
    '/assets',
    precompressedFiles(assets, ASSETS_CACHE_CONTROL),
    express.static(assets, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', ASSETS_CACHE_CONTROL),
    }),
    // A missing asset is a real 404: answering with index.html would hand HTML to a <script> tag.
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  router.use(
    precompressedFiles(root, HTML_CACHE_CONTROL),
    express.static(root, {
      index: false,
      redirect: false,
      cacheControl: false,
      // Files outside assets/ (favicon, robots.txt…) keep their names across builds, so they are revalidated too.
      setHeaders: (res) => res.setHeader('Cache-Control', HTML_CACHE_CONTROL),
    }),
  );
  router.use((req, res, next) => {
    const isPageRequest =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !reservedPaths.some((reserved) => req.path === reserved || req.path.startsWith(`${reserved}/`)) &&
      path.extname(req.path) === '' &&
      req.accepts('html') === 'html';
    if (!isPageRequest) {
      next();
      return;
    }
    res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
    const screenPage = screenPages.find(({ addresses }) => addresses.test(req.path));
    let pageHtml = screenPage?.file ?? indexHtml;
    if (screenPage?.themed) {
      // The page's first paint in the visitor's theme; without the cookie, the light one, shown on a light OS only.
      res.vary('Cookie');
      const theme = chosenTheme(req.headers.cookie);
      if (theme) pageHtml = screenPage.themed[theme];
    }
    sendCompressedCopy(req, res, next, pageHtml, HTML_CACHE_CONTROL).then((sent) => {
      if (sent) return;
      res.sendFile(pageHtml, { cacheControl: false }, (error) => {
        if (error) next(error);
      });
    }, next);
  });
  return router;
}
