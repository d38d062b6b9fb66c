// Serves the built web app in production: hashed assets cached for a year, index.html always revalidated, SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';
import type { Logger } from 'pino';

/** Vite puts content-hashed files under assets/: a new build gives new names, so they never change in place. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so the browser must check it on every visit. */
export const HTML_CACHE_CONTROL = 'no-cache';

export interface WebAppOptions {
  webDist: string;
  /** Paths the SPA fallback leaves alone, e.g. /graphql. */
  reservedPaths: readonly string[];
  logger: Logger;
}

/** Returns the router serving the web app, or undefined (after logging why) when webDist holds no build. */
export function createWebAppRouter({ webDist, reservedPaths, logger }: WebAppOptions): Router | undefined {
  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    logger.error(
      { webDist },
      `The web app is not served: ${indexHtml} does not exist (build it with "npm run build -w web" or set WEB_DIST). GraphQL is served.`,
    );
    return undefined;
  }

  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
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
    express.static(webDist, {
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
    res.sendFile(indexHtml, { cacheControl: false }, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
