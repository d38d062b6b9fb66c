// The browser entry: applies the theme class before the first render, then mounts the app.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { FirstPaintRemover, hasFirstPaint, whenRouterReady } from './app/first-paint-handover';
import { createAppRouter } from './app/router';
import { startFirstScreenRequest } from './lib/first-screen';
import {
  applyThemeClass,
  readStoredThemePreference,
  resolveTheme,
  systemPrefersDark,
} from './lib/theme-preference';

// Before React renders anything, so the first paint already has the right colours (no inline script: strict CSP).
applyThemeClass(resolveTheme(readStoredThemePreference(), systemPrefersDark()));

// A dashboard's figures are asked for now, while Apollo and the page's code are still on their way.
startFirstScreenRequest(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter();
const root = createRoot(container);
// A transition, so React renders the first screen in slices and yields between them (a plain render is one task):
// on a slow phone the page stays responsive while it builds, and no single task blocks input for long.
function renderApp() {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <FirstPaintRemover />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// A page the build painted into its HTML (app/first-paint.tsx) shows that picture until the app's first render
// replaces it: that render waits for the route's code, so the picture gives way to the page, not to a skeleton.
if (hasFirstPaint(container)) void whenRouterReady(router).then(renderApp);
else renderApp();
