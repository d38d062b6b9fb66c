// The first paint of a page, rendered at build time (vite.first-paint.ts): the page as the app's first render draws
// it for a visitor the server knows nothing about (signed out, nothing fetched yet), in one theme, with the styles it
// needs. The bff sends it inside the page's HTML, so a phone paints the page as soon as the HTML arrives instead of
// after the JavaScript has downloaded and run. It is a picture, not the app: inert (nothing in it can be clicked,
// focused or typed into, so no input is lost) until the app's first render replaces it (main.tsx).
//
// Server-side only: built by Vite as an SSR bundle and run in Node by the build; never part of the browser's bundle.
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ThemeName } from '../styles/theme';
import { AppProviders } from './AppProviders';
import { underRootLayout } from './layouts/RootLayout';
import { createRoutes } from './router';

export interface FirstPaint {
  /** The page's markup, to go inside <div id="root">. */
  html: string;
  /** The <style> element(s) with the CSS that markup uses. */
  styleTags: string;
}

/** Any origin will do: the address only picks the route. */
const BUILD_ORIGIN = 'http://first-paint.invalid';

/**
 * The first paint of `pagePath` in `theme`. Throws when the route answers with a redirect or an error instead of a
 * page, or the page threw: a build must not ship a picture of an error.
 */
export async function renderFirstPaint(pagePath: string, theme: ThemeName): Promise<FirstPaint> {
  const handler = createStaticHandler(underRootLayout(createRoutes()));
  const context = await handler.query(new Request(new URL(pagePath, BUILD_ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`${pagePath} answers ${context.status} ${context.headers.get('Location') ?? ''}`);
  }
  if (context.errors) {
    throw new Error(`${pagePath} failed to load: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders theme={theme}>
          {/* hydrate={false}: no inline <script> with the router's state (the CSP allows none; nothing hydrates). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
