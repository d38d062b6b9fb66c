// GraphiQL for developers at /graphiql, in development only: the page bff/graphiql bundles from npm (no CDN), so it
// works with no internet, unlike Apollo's Sandbox, which loads from Apollo's CDN. Production never mounts it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import express from 'express';
import type { Router } from 'express';

export const GRAPHIQL_PATH = '/graphiql';
/** Where `npm run build:graphiql` (bff/graphiql/vite.config.ts) puts the page. */
export const GRAPHIQL_DIST_DEFAULT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../graphiql/dist',
);

/** What /graphiql answers before the page is built: how to build it. */
export const GRAPHIQL_NOT_BUILT_MESSAGE =
  'GraphiQL is not built yet: run `npm run build:graphiql` (npm run dev builds it), then reload.';

/**
 * Serves the built page under /graphiql/. Its assets carry content hashes; index.html is revalidated each time, so a
 * rebuild shows at the next reload. Before a build, /graphiql answers 503 with the command that builds it.
 */
export function createGraphiqlRouter(distDir: string = GRAPHIQL_DIST_DEFAULT): Router {
  const router = express.Router();
  router.use(
    GRAPHIQL_PATH,
    express.static(distDir, {
      index: 'index.html',
      setHeaders: (res, file) => {
        if (path.basename(file) === 'index.html') res.setHeader('Cache-Control', 'no-cache');
      },
    }),
    (req, res, next) => {
      if (fs.existsSync(path.join(distDir, 'index.html'))) {
        next();
        return;
      }
      res.status(503).type('text/plain').send(GRAPHIQL_NOT_BUILT_MESSAGE);
    },
  );
  return router;
}

/** Apollo's own offline line, followed by ours. */
const SANDBOX_FALLBACK = /(<div class="fallback">[\s\S]*?)(<\/div>)/;

/**
 * Apollo's local landing page (the Sandbox, from Apollo's CDN, sending cookies), whose offline message also points
 * to /graphiql. A page whose markup no longer has that message is served as Apollo made it.
 */
export function landingPageWithGraphiqlLink(): ApolloServerPlugin<BaseContext> {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });
  const link = `<p>GraphiQL works offline: <a href="${GRAPHIQL_PATH}">${GRAPHIQL_PATH}</a>.</p>`;
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      if (!listener?.renderLandingPage) return listener;
      const renderSandbox = listener.renderLandingPage.bind(listener);
      return {
        ...listener,
        async renderLandingPage() {
          const page = await renderSandbox();
          const html = typeof page.html === 'string' ? page.html : await page.html();
          return { html: html.replace(SANDBOX_FALLBACK, `$1  ${link}\n$2`) };
        },
      };
    },
  };
}
