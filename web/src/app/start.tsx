// The app itself, started by the entry (main.tsx): the router, the providers and React's root. A module of its own,
// loaded by the entry with import(), so that a page the build painted (app/first-paint.tsx) is on screen before the
// browser evaluates React, the router and styled-components (its files download meanwhile: the page preloads them).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { FirstPaintRemover, whenRouterReady } from './first-paint-handover';
import { createAppRouter } from './router';

/** Renders the app into `container`; over a first paint, once the route's code is there (not over a skeleton). */
export function startApp(container: HTMLElement, painted: boolean): void {
  const router = createAppRouter();
  const root = createRoot(container);
  // A transition, so React renders the first screen in slices and yields between them (a plain render is one
  // task): on a slow phone the page stays responsive while it builds, and no single task blocks input for long.
  const render = () => {
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
  };
  // The painted picture gives way to the page itself, so the first render waits for the route's code.
  if (painted) void whenRouterReady(router).then(render);
  else render();
}
